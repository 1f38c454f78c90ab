// Node side of the importer: finds a dataset's files in REFERENCE_DATA_DIR (or downloads the official
// ones into a cache), unzips members, decodes the text and fingerprints the bytes with SHA-256.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SourceFiles } from "../datasets";
import type { DatasetSource, SourceFile } from "../sources";
import { readZipMember } from "./zip";

export interface ReadOptions {
  /** A folder laid out like ../shared/data; without it the official files are downloaded. */
  dataDir?: string;
  cacheDir: string;
}

export type ReadResult =
  | { kind: "files"; files: SourceFiles; sha256: string; sourceFile: string }
  | { kind: "missing"; reason: string };

/** Paths matching a file name with `*` (e.g. ncci/ptp/ccipra-*.txt), sorted. */
async function resolvePaths(dataDir: string, pattern: string): Promise<string[]> {
  const full = path.join(dataDir, pattern);
  if (!pattern.includes("*")) return existsSync(full) ? [full] : [];
  const dir = path.dirname(full);
  if (!existsSync(dir)) return [];
  const re = new RegExp(
    `^${path
      .basename(full)
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")}$`,
    "i",
  );
  return (await readdir(dir))
    .filter((n) => re.test(n))
    .sort()
    .map((n) => path.join(dir, n));
}

async function download(url: string, cacheDir: string): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const target = path.join(
    cacheDir,
    createHash("sha256").update(url).digest("hex").slice(0, 16) + path.extname(url),
  );
  if (existsSync(target)) return target;
  const response = await fetch(url, { redirect: "follow" }).catch((error: unknown) => {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(
      `download of ${url} failed: ${cause} (or set REFERENCE_DATA_DIR to a folder of the files)`,
    );
  });
  if (!response.ok) throw new Error(`download of ${url} failed: HTTP ${response.status}`);
  await writeFile(target, Buffer.from(await response.arrayBuffer()));
  return target;
}

async function bytesOf(file: string, member: string | undefined): Promise<Buffer> {
  const data = await readFile(file);
  if (!member) return data;
  try {
    return readZipMember(data, member);
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function readDatasetFiles(source: DatasetSource, options: ReadOptions): Promise<ReadResult> {
  const files: SourceFiles = {};
  const hash = createHash("sha256");
  const names: string[] = [];
  for (const file of source.files as readonly SourceFile[]) {
    let found: { bytes: Buffer; name: string }[];
    if (options.dataDir) {
      const paths = await resolvePaths(options.dataDir, file.path);
      if (paths.length === 0) {
        return {
          kind: "missing",
          reason: source.manual ?? `${path.join(options.dataDir, file.path)} not found`,
        };
      }
      found = await Promise.all(
        paths.map(async (p) => ({
          bytes: await bytesOf(p, file.member),
          name: file.member ?? path.relative(options.dataDir!, p),
        })),
      );
    } else {
      if (!file.download)
        return { kind: "missing", reason: source.manual ?? "no official download is configured" };
      const local = await download(file.download.url, options.cacheDir);
      found = [
        {
          bytes: await bytesOf(local, file.download.member),
          name: file.download.member ?? path.basename(local),
        },
      ];
    }
    const decoder = new TextDecoder(file.encoding);
    files[file.role] = found.map(({ bytes, name }) => {
      hash.update(`${file.role}:${name}:${bytes.length}\n`).update(bytes);
      names.push(name);
      return { name, text: decoder.decode(bytes) };
    });
  }
  return { kind: "files", files, sha256: hash.digest("hex"), sourceFile: names.join(", ") };
}
