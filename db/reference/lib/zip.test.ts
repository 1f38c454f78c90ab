// Unzipping the official archives with Node's zlib only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataDir } from "./test-data";
import { listZip, readZipMember } from "./zip";

describe("readZipMember", () => {
  const hcpcs = readFileSync(path.join(dataDir, "hcpcs/hcpcs-2025.zip"));

  it("lists the archive and inflates a member to its recorded size", () => {
    expect(listZip(hcpcs).map((e) => e.name)).toContain("HCPC2025_JAN_ANWEB_12172024.txt");
    const text = readZipMember(hcpcs, "HCPC2025_JAN_ANWEB_12172024.txt");
    expect(text.length).toBe(5_055_402);
    expect(text.toString("latin1").split("\r\n")[0]).toMatch(/^ {3}A1001007Dressing for one wound/);
  });

  it("reads the 14.6 MB ICD-10-CM order file from its zip", () => {
    const order = readZipMember(
      readFileSync(path.join(dataDir, "icd10cm/icd10cm-2025.zip")),
      "icd10cm_order_2025.txt",
    );
    expect(order.length).toBe(14_604_119);
  });

  it("says what is wrong with a missing member or a truncated archive", () => {
    expect(() => readZipMember(hcpcs, "nope.txt")).toThrow(
      /the archive has no nope.txt \(it holds HCPC2025_JAN_ANWEB_12172024.txt/,
    );
    expect(() => listZip(hcpcs.subarray(0, hcpcs.length / 2))).toThrow(/truncated download/);
  });
});
