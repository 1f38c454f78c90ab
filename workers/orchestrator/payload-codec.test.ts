// The Temporal payload codec: encrypts and decrypts, refuses a wrong key or altered data with a
// clear message, reads payloads of rotated-out keys, and lets unencrypted payloads through.
import { defaultPayloadConverter, type Payload } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import {
  ENCRYPTED_ENCODING,
  EncryptionCodec,
  KEY_ID_METADATA,
  keyId,
  PayloadDecryptionError,
  payloadKeysFromEnv,
} from "./payload-codec";

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);
const fields = { provider_name: "Bayview Clinic", patient_name: "Ada Lovelace", total_charges: 1916.65 };
const text = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString("latin1");

async function sealed(codec: EncryptionCodec, value: unknown = fields): Promise<Payload> {
  const [payload] = await codec.encode([defaultPayloadConverter.toPayload(value)]);
  return payload;
}

describe("EncryptionCodec", () => {
  it("round-trips a payload, storing only ciphertext with the encoding and key id in the metadata", async () => {
    const codec = new EncryptionCodec({ current: keyA });
    const plain = defaultPayloadConverter.toPayload(fields);
    const [encrypted] = await codec.encode([plain]);
    expect(text(encrypted.metadata?.encoding)).toBe(ENCRYPTED_ENCODING);
    expect(text(encrypted.metadata?.[KEY_ID_METADATA])).toBe(keyId(keyA));
    expect(Object.keys(encrypted.metadata ?? {}).sort()).toEqual(["encoding", KEY_ID_METADATA].sort());
    for (const value of ["Bayview", "Lovelace", "1916.65", "json/plain"])
      expect(text(encrypted.data)).not.toContain(value);
    const [decoded] = await codec.decode([encrypted]);
    expect(defaultPayloadConverter.fromPayload(decoded)).toEqual(fields);
    expect(text(decoded.metadata?.encoding)).toBe("json/plain");
  });

  it("uses a fresh nonce for every payload", async () => {
    const codec = new EncryptionCodec({ current: keyA });
    const [one, two] = await Promise.all([sealed(codec), sealed(codec)]);
    expect(text(one.data)).not.toBe(text(two.data));
  });

  it("fails clearly when the payload was written with a key it does not have", async () => {
    const written = await sealed(new EncryptionCodec({ current: keyA }));
    const other = new EncryptionCodec({ current: keyB });
    const failure = await other.decode([written]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PayloadDecryptionError);
    expect((failure as Error).message).toBe(
      `Temporal payload was encrypted with key ${keyId(keyA)}, which is neither TEMPORAL_PAYLOAD_KEY nor in TEMPORAL_PAYLOAD_PREVIOUS_KEYS`,
    );
  });

  it("fails authentication when the ciphertext or its key id was tampered with", async () => {
    const codec = new EncryptionCodec({ current: keyA, previous: [keyB] });
    const written = await sealed(codec);
    const flipped = new Uint8Array(written.data!);
    flipped[20] ^= 1;
    await expect(codec.decode([{ ...written, data: flipped }])).rejects.toThrow(
      `Temporal payload failed authentication with key ${keyId(keyA)}`,
    );
    // Same bytes claimed under the other known key: the key id is authenticated too.
    const relabelled = {
      ...written,
      metadata: { ...written.metadata, [KEY_ID_METADATA]: new TextEncoder().encode(keyId(keyB)) },
    };
    await expect(codec.decode([relabelled])).rejects.toThrow(/failed authentication/);
    await expect(codec.decode([{ ...written, data: written.data!.subarray(0, 10) }])).rejects.toThrow(
      "Temporal payload is truncated",
    );
  });

  it("after a rotation writes with the new key and still reads the old one", async () => {
    const old = await sealed(new EncryptionCodec({ current: keyA }));
    const rotated = new EncryptionCodec({ current: keyB, previous: [keyA] });
    expect(defaultPayloadConverter.fromPayload((await rotated.decode([old]))[0])).toEqual(fields);
    expect(text((await sealed(rotated)).metadata?.[KEY_ID_METADATA])).toBe(keyId(keyB));
  });

  it("passes unencrypted payloads through unchanged (histories recorded before encryption)", async () => {
    const codec = new EncryptionCodec({ current: keyA });
    const plain = [defaultPayloadConverter.toPayload(fields), defaultPayloadConverter.toPayload(null)];
    const decoded = await codec.decode(plain);
    expect(decoded[0]).toBe(plain[0]);
    expect(decoded[1]).toBe(plain[1]);
  });
});

describe("payload keys from the environment", () => {
  const base64 = (key: Buffer) => key.toString("base64");

  it("reads the current key and any previous ones", () => {
    const keys = payloadKeysFromEnv({
      TEMPORAL_PAYLOAD_KEY: base64(keyB),
      TEMPORAL_PAYLOAD_PREVIOUS_KEYS: ` ${base64(keyA)} ,`,
    });
    expect(keys.current.equals(keyB)).toBe(true);
    expect(keys.previous?.map((k) => k.equals(keyA))).toEqual([true]);
  });

  it("refuses to run without a key or with one that is not 32 bytes of base64", () => {
    expect(() => payloadKeysFromEnv({})).toThrow(/^TEMPORAL_PAYLOAD_KEY is not set/);
    expect(() => payloadKeysFromEnv({ TEMPORAL_PAYLOAD_KEY: base64(Buffer.alloc(16)) })).toThrow(
      "TEMPORAL_PAYLOAD_KEY must be base64 of 32 random bytes",
    );
    expect(() => payloadKeysFromEnv({ TEMPORAL_PAYLOAD_KEY: "not base64 at all!" })).toThrow(
      "TEMPORAL_PAYLOAD_KEY must be base64 of 32 random bytes",
    );
    expect(() =>
      payloadKeysFromEnv({ TEMPORAL_PAYLOAD_KEY: base64(keyA), TEMPORAL_PAYLOAD_PREVIOUS_KEYS: "abc" }),
    ).toThrow("TEMPORAL_PAYLOAD_PREVIOUS_KEYS[0] must be base64");
  });
});
