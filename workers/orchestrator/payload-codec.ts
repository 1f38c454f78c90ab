// Encrypts every Temporal payload (AES-256-GCM) before it leaves the orchestrator, so workflow
// histories never hold health data in the clear (docs/decisions/010-temporal-payload-encryption.md).
// Payloads without our encoding (histories recorded before, or written by other tools) pass through.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { DataConverter, Payload, PayloadCodec } from "@temporalio/common";
// A CommonJS package: Node's ESM loader (tsx) sees only its default export.
import proto from "@temporalio/proto";

const { temporal } = proto;

export const ENCRYPTED_ENCODING = "binary/encrypted";
export const KEY_ID_METADATA = "encryption-key-id";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const utf8 = new TextEncoder();

/** The key new payloads are encrypted with, plus older ones still accepted for reading. */
export interface PayloadKeys {
  current: Buffer;
  previous?: Buffer[];
}

/** A payload this codec cannot read: an unknown key id, or data that fails authentication. */
export class PayloadDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PayloadDecryptionError";
  }
}

/** Key ids are derived from the key itself, so a key and its id can never disagree. */
export function keyId(key: Buffer): string {
  return createHash("sha256").update("fairbill/temporal-payload-key/").update(key).digest("hex").slice(0, 16);
}

/** Base64 of exactly 32 bytes (`openssl rand -base64 32`); `name` is used in the error. */
export function parsePayloadKey(value: string, name: string): Buffer {
  const trimmed = value.trim();
  const key = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(trimmed) || key.length !== 32) {
    throw new Error(`${name} must be base64 of 32 random bytes (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

/** TEMPORAL_PAYLOAD_KEY (required) and TEMPORAL_PAYLOAD_PREVIOUS_KEYS (comma-separated, optional). */
export function payloadKeysFromEnv(env: NodeJS.ProcessEnv = process.env): PayloadKeys {
  if (!env.TEMPORAL_PAYLOAD_KEY) {
    throw new Error(
      "TEMPORAL_PAYLOAD_KEY is not set: Temporal payloads are always encrypted (npm start/test generate one in .dev.vars)",
    );
  }
  const previous = (env.TEMPORAL_PAYLOAD_PREVIOUS_KEYS ?? "")
    .split(",")
    .filter((k) => k.trim())
    .map((k, i) => parsePayloadKey(k, `TEMPORAL_PAYLOAD_PREVIOUS_KEYS[${i}]`));
  return { current: parsePayloadKey(env.TEMPORAL_PAYLOAD_KEY, "TEMPORAL_PAYLOAD_KEY"), previous };
}

export class EncryptionCodec implements PayloadCodec {
  private readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor({ current, previous = [] }: PayloadKeys) {
    this.currentId = keyId(current);
    for (const key of [current, ...previous]) this.keys.set(keyId(key), key);
  }

  get keyId(): string {
    return this.currentId;
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => this.encrypt(payload));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => (isEncrypted(payload) ? this.decrypt(payload) : payload));
  }

  private encrypt(payload: Payload): Payload {
    const key = this.keys.get(this.currentId)!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    // The key id is authenticated too: moving a payload's ciphertext under another id fails.
    cipher.setAAD(utf8.encode(this.currentId));
    const plain = temporal.api.common.v1.Payload.encode(payload).finish();
    const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return {
      metadata: {
        encoding: utf8.encode(ENCRYPTED_ENCODING),
        [KEY_ID_METADATA]: utf8.encode(this.currentId),
      },
      data: new Uint8Array(sealed),
    };
  }

  private decrypt(payload: Payload): Payload {
    const id = Buffer.from(payload.metadata?.[KEY_ID_METADATA] ?? []).toString("utf8");
    const key = this.keys.get(id);
    if (!key) {
      throw new PayloadDecryptionError(
        `Temporal payload was encrypted with key ${id || "(none)"}, which is neither TEMPORAL_PAYLOAD_KEY nor in TEMPORAL_PAYLOAD_PREVIOUS_KEYS`,
      );
    }
    const sealed = Buffer.from(payload.data ?? []);
    if (sealed.length < IV_BYTES + TAG_BYTES)
      throw new PayloadDecryptionError("Temporal payload is truncated");
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(utf8.encode(id));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new PayloadDecryptionError(
        `Temporal payload failed authentication with key ${id}: the data was altered or the key is not the one it was written with`,
      );
    }
    return temporal.api.common.v1.Payload.decode(plain);
  }
}

export function isEncrypted(payload: Payload): boolean {
  const encoding = payload.metadata?.encoding;
  return !!encoding && Buffer.from(encoding).toString("utf8") === ENCRYPTED_ENCODING;
}

/** What every Temporal client and Worker of Fairbill is given. */
export function encryptingDataConverter(keys: PayloadKeys): DataConverter {
  return { payloadCodecs: [new EncryptionCodec(keys)] };
}
