// Malformed input stops the dataset with the file name and line: truncated files, other layouts, unknown columns.
import { describe, expect, it } from "vitest";
import { planDataset } from "../datasets";
import { MalformedInputError, type SourceText } from "../lib/malformed";
import { firstFile } from "../lib/test-data";
import { parseClfs } from "./clfs";
import { parseGpci } from "./gpci";
import { parseHcpcs } from "./hcpcs";
import { parseIcdCodes } from "./icd10cm";
import { parsePfsRvu } from "./pfs-rvu";
import { parseZipLocalities } from "./zip-localities";

const lineCount = (text: string) => text.split("\n").length;
const cutMidLine = (source: SourceText, fraction: number): SourceText => {
  const at = source.text.indexOf("\n", Math.floor(source.text.length * fraction)) + 10;
  return { ...source, text: source.text.slice(0, at) };
};

describe("a truncated file", () => {
  it("ICD-10-CM cut in the middle of a line names the last line", async () => {
    const source = await firstFile("icd10cm");
    const cut = cutMidLine(source, 0.5);
    expect(() => parseIcdCodes(cut)).toThrow(
      new MalformedInputError(
        source.name,
        lineCount(cut.text),
        "the file ends in the middle of a line (truncated download?)",
      ),
    );
  });

  it("ICD-10-CM cut at a line end is refused for having too few codes", async () => {
    const source = await firstFile("icd10cm");
    const text = source.text.slice(0, source.text.indexOf("\n", source.text.length / 2) + 1);
    const lines = lineCount(text) - 1;
    expect(() => planDataset("icd10cm", { data: [{ ...source, text }] }, { descriptors: "plain" })).toThrow(
      `${source.name} line ${lines}: only ${lines} data rows; an official edition has at least 60000 (truncated file?)`,
    );
  });

  it("PPRRVU cut mid-record reports the short row", async () => {
    const source = await firstFile("pfs-rvu");
    const cut = cutMidLine(source, 0.3);
    expect(() => parsePfsRvu(cut)).toThrow(
      `${source.name} line ${lineCount(cut.text)}: the file ends in the middle of a record (truncated download?)`,
    );
  });

  it("HCPCS cut mid-record names the record's line", async () => {
    const source = await firstFile("hcpcs");
    const cut = cutMidLine(source, 0.2);
    expect(() => parseHcpcs(cut)).toThrow(
      `${source.name} line ${lineCount(cut.text)}: the file ends in the middle of a line`,
    );
  });
});

describe("another layout", () => {
  it("a GPCI file with an extra column is refused with the header line", async () => {
    const source = await firstFile("pfs-gpci");
    const text = source.text.replace("2025 MP GPCI", "2025 MP GPCI,2025 PE GPCI (no floor)");
    expect(() => parseGpci({ ...source, text })).toThrow(
      `${source.name} line 3: unknown columns: 2025 PE GPCI (NO FLOOR)`,
    );
  });

  it("a CLFS file whose columns moved names the column", async () => {
    const source = await firstFile("clfs");
    const text = source.text.replace(
      "YEAR,HCPCS,MOD,EFF_DATE,INDICATOR,RATE",
      "YEAR,HCPCS,MOD,INDICATOR,EFF_DATE,RATE",
    );
    expect(() => parseClfs({ ...source, text })).toThrow(
      `${source.name} line 5: column 4 is "INDICATOR", expected "EFF_DATE" (unknown layout)`,
    );
  });

  it("a bad number in the RVU file names file, line and column", async () => {
    const source = await firstFile("pfs-rvu");
    const text = source.text.replace(
      "99213,,Office o/p est low 20 min,A,,1.30",
      "99213,,Office o/p est low 20 min,A,,1.3x",
    );
    const line = lineCount(source.text.slice(0, source.text.indexOf("99213,,")));
    expect(() => parsePfsRvu({ ...source, text })).toThrow(
      `${source.name} line ${line}: WORK RVU "1.3x" is not a number`,
    );
  });

  it("the ZIP file is refused when its layout lacks a field we read", async () => {
    const [data, layout] = await Promise.all([
      firstFile("pfs-zip-localities", "data"),
      firstFile("pfs-zip-localities", "layout"),
    ]);
    const broken = { ...layout, text: layout.text.replace("Pricing Locality", "Pricing Area") };
    expect(() => parseZipLocalities(data, broken)).toThrow(
      `${layout.name} line 1: layout has no Pricing Locality field (unknown layout)`,
    );
  });

  it("an empty file is refused", () => {
    expect(() =>
      planDataset(
        "icd10cm",
        { data: [{ name: "icd10cm-codes-2026.txt", text: "" }] },
        { descriptors: "plain" },
      ),
    ).toThrow("icd10cm-codes-2026.txt line 1: the file is empty");
  });
});
