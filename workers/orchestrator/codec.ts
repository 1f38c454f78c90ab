// The gateway's half of Temporal's codec-server protocol: Payloads as protobuf JSON (base64 bytes)
// in, the same payloads decoded by our codecs (payload-codec.ts) out. Only the web Worker calls it,
// signed, after its operator check; values are never logged.
import type { Payload, PayloadCodec } from "@temporalio/common";
import { z } from "zod";
import { PayloadDecryptionError } from "./payload-codec";

/** Temporal caps one payload at 2 MB; base64 and JSON add about a third. */
export const MAX_CODEC_BODY_BYTES = 6 * 1024 * 1024;
export const MAX_CODEC_PAYLOADS = 1000;

// Protobuf JSON writes standard base64 and accepts the URL-safe alphabet too.
const Base64 = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/);
const PayloadsJson = z.object({
  payloads: z
    .array(z.object({ metadata: z.record(Base64).optional(), data: Base64.optional() }))
    .max(MAX_CODEC_PAYLOADS),
});
type PayloadJson = z.infer<typeof PayloadsJson>["payloads"][number];

const fromBase64 = (value: string) => new Uint8Array(Buffer.from(value, "base64"));
const toBase64 = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString("base64");

function toPayload(json: PayloadJson): Payload {
  const metadata: Record<string, Uint8Array> = {};
  for (const [key, value] of Object.entries(json.metadata ?? {})) metadata[key] = fromBase64(value);
  return { metadata, data: fromBase64(json.data ?? "") };
}

function toJson(payload: Payload): PayloadJson {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload.metadata ?? {})) metadata[key] = toBase64(value);
  return { metadata, data: toBase64(payload.data) };
}

export interface CodecReply {
  status: number;
  body: unknown;
}

/** Decodes with the codecs in reverse order of encoding, as Temporal's data converter does. */
export async function decodePayloadsJson(
  codecs: readonly PayloadCodec[],
  body: unknown,
): Promise<CodecReply> {
  const parsed = PayloadsJson.safeParse(body);
  if (!parsed.success)
    return { status: 400, body: { detail: "Send {payloads: [{metadata, data}]} with base64 values" } };
  let payloads = parsed.data.payloads.map(toPayload);
  try {
    for (const codec of [...codecs].reverse()) payloads = await codec.decode(payloads);
  } catch (error) {
    if (error instanceof PayloadDecryptionError) return { status: 422, body: { detail: error.message } };
    throw error;
  }
  return { status: 200, body: { payloads: payloads.map(toJson) } };
}
