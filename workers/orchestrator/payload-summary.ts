// What /ops shows of the payloads in a history: where each sits, its shape (key names, types,
// counts) and its size, decoded with the codec. Never a value: payloads carry health data.
import type { Payload, PayloadCodec } from "@temporalio/common";

export interface PayloadSummary {
  /** Where in the event it sits, e.g. `input[2]`, `acceptedRequest.input.args`, `result`. */
  path: string;
  /** e.g. `{document_type: text, user_verified_data: {patient_id, provider_name}}`, `text`, `null`. */
  shape: string;
  /** Size of the decoded payload data. */
  bytes: number;
  /** Stored encrypted in Temporal (false: an old or foreign payload written in the clear). */
  encrypted: boolean;
}

type JsonPayload = { metadata: Record<string, string>; data?: string };

const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
const MAX_KEYS = 12;
const text = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString("utf8");

function isJsonPayload(node: unknown): node is JsonPayload {
  const metadata = (node as { metadata?: unknown } | null)?.metadata;
  return (
    typeof metadata === "object" &&
    metadata !== null &&
    typeof (metadata as Record<string, unknown>).encoding === "string"
  );
}

/** Payloads (proto JSON: base64 strings) anywhere under `node`, with their paths. */
function collect(node: unknown, path: string, out: { path: string; payload: JsonPayload }[]): void {
  if (isJsonPayload(node)) {
    out.push({ path, payload: node });
  } else if (Array.isArray(node)) {
    node.forEach((item, i) => collect(item, node.length > 1 ? `${path}[${i}]` : path, out));
  } else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      collect(child, key === "payloads" ? path : path ? `${path}.${key}` : key, out);
    }
  }
}

/** Types and key names only; keys that do not look like field names are counted, not shown. */
export function shapeOf(value: unknown, depth = 0): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? "" : "s"}]`;
  if (typeof value === "string") return "text";
  if (typeof value !== "object") return typeof value;
  const keys = Object.keys(value);
  const named = keys.filter((k) => SAFE_KEY.test(k)).slice(0, MAX_KEYS);
  const parts = named.map((k) => {
    const child = (value as Record<string, unknown>)[k];
    const nested = child !== null && typeof child === "object" && !Array.isArray(child);
    return `${k}: ${depth >= 1 && nested ? "{…}" : shapeOf(child, depth + 1)}`;
  });
  if (keys.length > named.length) parts.push(`${keys.length - named.length} more`);
  return `{${parts.join(", ")}}`;
}

function describe(payload: Payload): string {
  const encoding = text(payload.metadata?.encoding);
  if (encoding === "binary/null") return "null";
  if (encoding === "json/plain") {
    try {
      return shapeOf(JSON.parse(text(payload.data)));
    } catch {
      return "unparseable JSON";
    }
  }
  if (encoding.endsWith("/protobuf")) return `protobuf ${text(payload.metadata?.messageType)}`.trim();
  return encoding;
}

async function summarize(found: { path: string; payload: JsonPayload }, codecs: PayloadCodec[]) {
  let payload: Payload = {
    metadata: Object.fromEntries(
      Object.entries(found.payload.metadata).map(([k, v]) => [k, new Uint8Array(Buffer.from(v, "base64"))]),
    ),
    data: new Uint8Array(Buffer.from(found.payload.data ?? "", "base64")),
  };
  const encrypted = text(payload.metadata?.encoding) === "binary/encrypted";
  try {
    // Codecs decode in the reverse order they encode (as the SDK does).
    for (const codec of [...codecs].reverse()) [payload] = await codec.decode([payload]);
  } catch (error) {
    return {
      path: found.path,
      shape: `unreadable (${(error as Error).message})`,
      bytes: payload.data?.length ?? 0,
      encrypted,
    };
  }
  return { path: found.path, shape: describe(payload), bytes: payload.data?.length ?? 0, encrypted };
}

/** Summaries of every payload in one event's attributes (proto JSON). */
export async function summarizePayloads(
  attributes: unknown,
  codecs: PayloadCodec[],
): Promise<PayloadSummary[]> {
  const found: { path: string; payload: JsonPayload }[] = [];
  collect(attributes, "", found);
  return Promise.all(found.map((f) => summarize(f, codecs)));
}
