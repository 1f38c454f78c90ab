// The gateway's codec verb (POST /ops/codec/decode): Temporal's protobuf-JSON payloads decrypted
// with the orchestrator's key, signed callers only, bodies bigger than other verbs allow.
import type { Client } from "@temporalio/client";
import { defaultPayloadConverter, type Payload } from "@temporalio/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedFetch } from "#core/signing";
import { EncryptionCodec } from "./payload-codec";
import { listeningGateway } from "./test-gateway";

const SECRET = "codec-test-secret-0123456789abcdef0123456789";
const codec = new EncryptionCodec({ current: Buffer.alloc(32, 7) });
const fields = { patient_name: "Ada Lovelace", total_charges: 1916.65 };
let gateway: Awaited<ReturnType<typeof listeningGateway>>;
let base: string;

// Only what the verb reads of a Temporal client: the data converter's codecs.
const client = { options: { loadedDataConverter: { payloadCodecs: [codec] } } } as unknown as Client;

beforeAll(async () => {
  gateway = await listeningGateway(SECRET, () => client);
  base = gateway.base;
});

afterAll(() => gateway?.close());

const b64 = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString("base64");
const asJson = (p: Payload) => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, b64(v)])),
  data: b64(p.data),
});
const decode = (body: unknown, secret = SECRET) =>
  signedFetch(secret, base, "POST", "/ops/codec/decode", body);

describe("gateway POST /ops/codec/decode", () => {
  it("answers the payloads decrypted, in order, in Temporal's JSON form", async () => {
    const plain = [defaultPayloadConverter.toPayload(fields), defaultPayloadConverter.toPayload("second")];
    const encrypted = await codec.encode(plain);
    const res = await decode({ payloads: encrypted.map(asJson) });
    expect(res.status).toBe(200);
    const { payloads } = (await res.json()) as {
      payloads: { metadata: Record<string, string>; data: string }[];
    };
    expect(payloads).toHaveLength(2);
    expect(Buffer.from(payloads[0].metadata.encoding, "base64").toString()).toBe("json/plain");
    expect(JSON.parse(Buffer.from(payloads[0].data, "base64").toString())).toEqual(fields);
    expect(JSON.parse(Buffer.from(payloads[1].data, "base64").toString())).toBe("second");
  });

  it("passes unencrypted payloads through and reads a payload larger than other verbs accept", async () => {
    const big = "x".repeat(1024 * 1024);
    const [encrypted] = await codec.encode([defaultPayloadConverter.toPayload(big)]);
    const plain = asJson(defaultPayloadConverter.toPayload("clear"));
    const res = await decode({ payloads: [asJson(encrypted), plain] });
    expect(res.status).toBe(200);
    const { payloads } = (await res.json()) as { payloads: { data: string }[] };
    expect(JSON.parse(Buffer.from(payloads[0].data, "base64").toString())).toBe(big);
    expect(payloads[1].data).toBe(plain.data);
    // Every other verb keeps the 64 KB limit.
    const other = await signedFetch(SECRET, base, "POST", "/documents/d1/process", { pad: big });
    expect(other.status).toBe(413);
  });

  it("refuses unsigned callers, malformed bodies and payloads of an unknown key", async () => {
    const [encrypted] = await codec.encode([defaultPayloadConverter.toPayload(fields)]);
    const unsigned = await decode({ payloads: [asJson(encrypted)] }, "another-secret-0123456789abcdef012345");
    expect(unsigned.status).toBe(401);
    expect(await unsigned.text()).not.toContain("Lovelace");

    expect((await decode({ payloads: [{ data: "not base64!" }] })).status).toBe(400);
    expect((await decode({ payloads: "nope" })).status).toBe(400);

    const [foreign] = await new EncryptionCodec({ current: Buffer.alloc(32, 9) }).encode([
      defaultPayloadConverter.toPayload(fields),
    ]);
    const refused = await decode({ payloads: [asJson(foreign)] });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/TEMPORAL_PAYLOAD_KEY/);
  });
});
