// Decision 103: a HCPCS code whose letter OCR read as a digit ('59088' for S9088) is saved with its
// letter when the imported code sets list the lettered code and not the one read; a code the sets
// list, or one that could be two codes, stays as read, and nothing changes without the code sets.
import { beforeAll, describe, expect, it } from "vitest";
import { procedureCodes } from "#db/reference/schema";
import { db, documentRow, signedInUser } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { uploadedEob } from "./support/eob-matching";

fakeGatewayEachTest(withoutWorkflows);

const lines = (...codes: string[]) => codes.map((cpt_code) => ({ cpt_code, billed_amount: 100 }));
const savedCodes = async (id: string) => {
  const data = (await documentRow(id))!.extractedData as { line_items: { cpt_code: string }[] };
  return data.line_items.map((l) => l.cpt_code);
};

describe("codes read without their HCPCS letter", () => {
  it("keep every code as read while no code set is imported", async () => {
    const me = await signedInUser("code-letters-none");
    const eob = await uploadedEob(me.token, { lines: lines("59088", "60108") });
    expect(await savedCodes(eob)).toEqual(["59088", "60108"]);
  });

  describe("with the code sets imported", () => {
    beforeAll(async () => {
      const listed = ["S9088", "G0108", "99213", "53620", "S3620", "J2405", "L2405"];
      await db()
        .insert(procedureCodes)
        .values(
          listed.map((code) => ({
            code,
            description: "-",
            kind: "hcpcs" as const,
            source: "hcpcs" as const,
          })),
        )
        .onConflictDoNothing();
    });

    it("get their letter back when the sets list the lettered code only", async () => {
      const me = await signedInUser("code-letters-listed");
      const eob = await uploadedEob(me.token, { lines: lines("59088", "99213", "60108") });
      expect(await savedCodes(eob)).toEqual(["S9088", "99213", "G0108"]);
    });

    it("stay as read when the sets list the code read, list two lettered codes, or none", async () => {
      const me = await signedInUser("code-letters-kept");
      const eob = await uploadedEob(me.token, { lines: lines("53620", "12405", "59999") });
      expect(await savedCodes(eob)).toEqual(["53620", "12405", "59999"]);
    });
  });
});
