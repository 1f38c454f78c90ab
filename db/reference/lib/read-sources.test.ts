// Without a folder the importer downloads the official archive, caches it and reads the member inside;
// served here from a local port with the real HCPCS zip, as cms.gov would serve it.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatasetSource } from "../sources";
import { readDatasetFiles } from "./read-sources";
import { dataDir } from "./test-data";

const PORT = 8833;
let server: Server;
let cacheDir: string;
let requests = 0;

beforeAll(async () => {
  const zip = readFileSync(path.join(dataDir, "hcpcs/hcpcs-2025.zip"));
  server = createServer((req, res) => {
    requests++;
    if (req.url === "/files/zip/january-2025-alpha-numeric-hcpcs-file.zip") res.writeHead(200).end(zip);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "fairbill-downloads-"));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

const source = (file: string): DatasetSource => ({
  id: "hcpcs",
  title: "HCPCS Level II codes",
  publisher: "CMS",
  edition: "2025 JAN release",
  licence: "CMS public data",
  notices: ["cms"],
  files: [
    {
      role: "data",
      path: "hcpcs/hcpcs-2025.zip",
      encoding: "windows-1252",
      download: {
        url: `http://127.0.0.1:${PORT}/files/zip/${file}`,
        member: "HCPC2025_JAN_ANWEB_12172024.txt",
      },
    },
  ],
});

describe("readDatasetFiles without REFERENCE_DATA_DIR", () => {
  it("downloads the archive once, then reads the member from the cache", async () => {
    const first = await readDatasetFiles(source("january-2025-alpha-numeric-hcpcs-file.zip"), { cacheDir });
    const again = await readDatasetFiles(source("january-2025-alpha-numeric-hcpcs-file.zip"), { cacheDir });
    expect([first.kind, again.kind]).toEqual(["files", "files"]);
    if (first.kind !== "files" || again.kind !== "files") throw new Error("unreachable: both read files");
    expect(first.files.data[0].name).toBe("HCPC2025_JAN_ANWEB_12172024.txt");
    expect(first.files.data[0].text.length).toBe(5_055_402);
    expect(again.sha256).toBe(first.sha256);
    expect(requests).toBe(1);
  });

  it("fails with the URL and status when the download fails", async () => {
    await expect(readDatasetFiles(source("gone.zip"), { cacheDir })).rejects.toThrow(
      `download of http://127.0.0.1:${PORT}/files/zip/gone.zip failed: HTTP 404`,
    );
  });
});
