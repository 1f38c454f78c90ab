// The gateway's half of Temporal's codec-server protocol: Payloads as protobuf JSON (base64 bytes)
// in, the same payloads decoded by our codecs (payload-codec.ts) out. Only the web Worker calls it,
// signed, after its operator check; values are never logged. The body's shape is the contract's
// (core/contracts/gateway.ts), checked before this runs.
import type { Payload, PayloadCodec } from "@temporalio/common";
import * as api from "#core/contracts/gateway";
import { HttpError } from "#core/http/errors";
import { gatewayRoute } from "./deps";
import { PayloadDecryptionError } from "./payload-codec";

/** Temporal caps one payload at 2 MB; base64 and JSON add about a third. */
export const MAX_CODEC_BODY_BYTES = 6 * 1024 * 1024;

type PayloadJson = api.PayloadsJson["payloads"][number];

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

/** Decodes with the codecs in reverse order of encoding, as Temporal's data converter does. */
export async function decodePayloadsJson(
  codecs: readonly PayloadCodec[],
  body: api.PayloadsJson,
): Promise<api.PayloadsJson> {
  let payloads = body.payloads.map(toPayload);
  try {
    for (const codec of [...codecs].reverse()) payloads = await codec.decode(payloads);
  } catch (error) {
    if (error instanceof PayloadDecryptionError) throw new HttpError(422, error.message);
    throw error;
  }
  return { payloads: payloads.map(toJson) };
}

export const decodePayloads = gatewayRoute(
  api.decodePayloads,
  async ({ body }, deps) => ({
    body: await decodePayloadsJson(deps.client().options.loadedDataConverter.payloadCodecs, body),
  }),
  MAX_CODEC_BODY_BYTES,
);
