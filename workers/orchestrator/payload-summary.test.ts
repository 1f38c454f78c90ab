// The /ops payload summaries: shapes (key names, types, counts) and never a value.
import { defaultPayloadConverter } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { EncryptionCodec } from "./payload-codec";
import { shapeOf, summarizePayloads } from "./payload-summary";

/** A payload as protobuf JSON (what historyToJSON gives the timeline): base64 strings. */
function asJson(payload: { metadata?: Record<string, Uint8Array> | null; data?: Uint8Array | null }) {
  return {
    metadata: Object.fromEntries(
      Object.entries(payload.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v).toString("base64")]),
    ),
    data: Buffer.from(payload.data ?? []).toString("base64"),
  };
}

describe("shapeOf", () => {
  it("names keys and types two levels deep, counts lists, and hides keys that are not field names", () => {
    expect(
      shapeOf({
        document_type: "medical_bill",
        user_verified_data: { provider_name: "Bayview", total: 5, line_items: [{}, {}], nested: { a: 1 } },
        "Ada Lovelace": true,
      }),
    ).toBe(
      "{document_type: text, user_verified_data: {provider_name: text, total: number, line_items: [2 items], nested: {…}}, 1 more}",
    );
    expect(shapeOf("Ada Lovelace")).toBe("text");
    expect(shapeOf(null)).toBe("null");
    expect(shapeOf([1])).toBe("[1 item]");
  });
});

describe("summarizePayloads", () => {
  it("decodes encrypted and plain payloads anywhere in an event, with paths and sizes", async () => {
    const codec = new EncryptionCodec({ current: Buffer.alloc(32, 3) });
    const secret = defaultPayloadConverter.toPayload({ patient_name: "Ada Lovelace" });
    const [encrypted] = await codec.encode([secret]);
    const attributes = {
      activityType: { name: "completeVerification" },
      input: { payloads: [asJson(defaultPayloadConverter.toPayload("doc-1")), asJson(encrypted)] },
      failure: {
        applicationFailureInfo: { details: { payloads: [asJson(defaultPayloadConverter.toPayload(null))] } },
      },
    };
    const summaries = await summarizePayloads(attributes, [codec]);
    expect(summaries).toEqual([
      { path: "input[0]", shape: "text", bytes: 7, encrypted: false },
      { path: "input[1]", shape: "{patient_name: text}", bytes: secret.data!.length, encrypted: true },
      { path: "failure.applicationFailureInfo.details", shape: "null", bytes: 4, encrypted: false },
    ]);
    expect(JSON.stringify(summaries)).not.toContain("Lovelace");
  });
});
