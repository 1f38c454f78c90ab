// The physician and lab fee schedule files as published (REFERENCE_DATA_DIR), parsed and priced.
import { describe, expect, it } from "vitest";
import { firstFile } from "../lib/test-data";
import { localityPrices, nationalPrices } from "../pricing";
import { parseClfs } from "./clfs";
import { parseGpci } from "./gpci";
import { parseLocalities } from "./localities";
import { parseOppsCap } from "./opps-cap";
import { parsePfsRvu } from "./pfs-rvu";
import { parseZipLocalities } from "./zip-localities";

describe("PPRRVU2025_Oct.csv", async () => {
  const { rows, edition } = parsePfsRvu(await firstFile("pfs-rvu"));
  const row = (code: string, modifier = "") => rows.find((r) => r.hcpcs === code && r.modifier === modifier)!;

  it("reads every code row and names the release", () => {
    expect(rows).toHaveLength(19_090);
    expect(edition).toBe("2025 October release");
    expect(rows.filter((r) => r.hcpcs.startsWith("D"))).toHaveLength(946);
  });

  it("prices 99213 at $88.95 office and $63.72 facility (2.75 and 1.97 RVUs × 32.3465)", () => {
    const visit = row("99213");
    expect([visit.totalNonfac, visit.totalFac, visit.conversionFactor]).toEqual([275, 197, 323465]);
    expect(nationalPrices(visit)).toEqual({ nfacCents: 8895, facCents: 6372, note: null });
  });

  it("says why Medicare does not price lab, bundled and carrier-priced codes", () => {
    expect(nationalPrices(row("80053"))).toMatchObject({
      nfacCents: null,
      facCents: null,
      note: expect.stringMatching(/Not paid under the physician fee schedule/),
    });
    expect(row("D0120").statusCode).toBe("R");
    expect(nationalPrices(row("D0120")).note).toMatch(/no relative values/);
    const bundled = rows.find((r) => r.statusCode === "B")!;
    expect(nationalPrices(bundled)).toMatchObject({
      nfacCents: null,
      note: expect.stringMatching(/bundles/),
    });
  });

  it("leaves the facility amount out where CMS marks it NA", () => {
    const xray = row("71046");
    expect(xray.facNa).toBe(true);
    expect(nationalPrices(xray)).toMatchObject({ nfacCents: 3267, facCents: null });
  });
});

describe("GPCI, localities and the ZIP file", async () => {
  const gpci = parseGpci(await firstFile("pfs-gpci"));
  const localities = parseLocalities(await firstFile("pfs-localities"));
  const zipFiles = await Promise.all([
    firstFile("pfs-zip-localities", "data"),
    firstFile("pfs-zip-localities", "layout"),
  ]);
  const zips = parseZipLocalities(zipFiles[0], zipFiles[1]);

  it("reads 109 localities with their indices", () => {
    expect(gpci.rows).toHaveLength(109);
    expect(gpci.edition).toBe("2025");
    expect(gpci.rows.find((r) => r.mac === "01112" && r.locality === "05")).toMatchObject({
      state: "CA",
      workGpci: 1088,
      peGpci: 1419,
      mpGpci: 445,
    });
    expect(gpci.rows.find((r) => r.mac === "02102")?.name).toBe("ALASKA");
  });

  it("reads the county list, carrying each state down its block and dropping CMS's verbatim repeat", () => {
    expect(localities.rows).toHaveLength(109);
    expect(localities.rows.find((r) => r.mac === "01112" && r.locality === "75")).toMatchObject({
      state: "CALIFORNIA",
      counties: "ALL OTHER COUNTIES",
    });
    const keys = new Set(localities.rows.map((r) => `${r.mac}-${r.locality}`));
    expect(gpci.rows.every((r) => keys.has(`${r.mac}-${r.locality}`))).toBe(true);
  });

  it("maps every ZIP to a carrier locality, using the positions in ZIP5lyout.txt", () => {
    expect(zips.rows).toHaveLength(42_956);
    expect(zips.edition).toBe("2025 Q4");
    expect(zips.rows.find((r) => r.zip === "94103")).toMatchObject({
      state: "CA",
      mac: "01112",
      locality: "05",
    });
    expect(zips.rows.find((r) => r.zip === "10001")).toMatchObject({
      state: "NY",
      mac: "13202",
      locality: "01",
    });
  });

  it("prices 99213 in San Francisco above the national amount", async () => {
    const pfs = parsePfsRvu(await firstFile("pfs-rvu")).rows.find(
      (r) => r.hcpcs === "99213" && r.modifier === "",
    )!;
    const sf = gpci.rows.find((r) => r.mac === "01112" && r.locality === "05")!;
    const local = localityPrices(pfs, sf);
    expect(local.nfacCents).toBe(10915);
    expect(local.nfacCents!).toBeGreaterThan(8895);
    expect(local.facCents!).toBeGreaterThan(6372);
  });

  it("caps imaging at the outpatient amount where the OPPS cap file is lower", async () => {
    const caps = parseOppsCap(await firstFile("pfs-opps-cap")).rows;
    expect(caps).toHaveLength(16_100);
    const rvus = new Map(
      parsePfsRvu(await firstFile("pfs-rvu")).rows.map((r) => [`${r.hcpcs}-${r.modifier}`, r]),
    );
    const places = new Map(gpci.rows.map((r) => [`${r.mac}-${r.locality}`, r]));
    const lowered = caps.flatMap((cap) => {
      const rvu = rvus.get(`${cap.hcpcs}-${cap.modifier}`);
      const place = places.get(`${cap.mac}-${cap.locality}`);
      if (!rvu || !place) return [];
      const uncapped = localityPrices(rvu, place);
      const capped = localityPrices(rvu, place, { nfacCents: cap.nonfacCents, facCents: cap.facCents });
      return uncapped.nfacCents !== null && cap.nonfacCents < uncapped.nfacCents ? [{ cap, capped }] : [];
    });
    expect(lowered.length).toBeGreaterThan(0);
    for (const { cap, capped } of lowered.slice(0, 50)) {
      expect(capped.nfacCents).toBe(cap.nonfacCents);
      expect(capped.note).toMatch(/OPPS/);
    }
  });
});

describe("CLFS 2025 Q2V1.csv", async () => {
  const { rows, edition } = parseClfs(await firstFile("clfs"));

  it("reads the national limit amounts", () => {
    expect(rows).toHaveLength(2_105);
    expect(edition).toBe("2025 Q2");
    expect(rows.find((r) => r.hcpcs === "80053" && r.modifier === "")?.rateCents).toBe(1056);
    expect(rows.find((r) => r.hcpcs === "80053" && r.modifier === "QW")?.rateCents).toBe(1056);
    expect(rows.find((r) => r.hcpcs === "36415" && r.modifier === "")?.rateCents).toBe(909);
  });
});
