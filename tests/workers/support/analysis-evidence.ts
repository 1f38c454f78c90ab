// Documents read the way the workflow reads them, for the analysis evidence tests: an upload, then
// the recognition the real engine produced for a fixture (recorded by scripts/fixtures/
// make-recognitions.ts, since workerd cannot run it) and the extractor's output saved through
// /internal, then the save the Smart Capture form sends.
import { env, SELF } from "cloudflare:test";
import { documentTypeSchema } from "#core/documents/forms";
import type { DocumentType, Recognition } from "#core/documents/types";
import { extractDocument } from "#core/extraction/extract";
import { signRequest } from "#core/signing";
import type { CaptureDocument as DocumentData } from "~/components/resources";
import { linesFromDocument, valuesFromDocument, verifiedData } from "~/components/smart-capture/values";
import lakeside from "../../fixtures/documents/recognized/bill-01-lakeside.json";
import meridian from "../../fixtures/documents/recognized/eob-01-meridian.json";
import { BASE, call, files, uploaded } from "../factories";

export const RECORDED: Record<"bill-01-lakeside" | "eob-01-meridian", Recognition> = {
  "bill-01-lakeside": lakeside as Recognition,
  "eob-01-meridian": meridian as Recognition,
};

let keys = 0;
async function internal(method: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(env.INTERNAL_API_SECRET!, method, path, text);
  headers["idempotency-key"] = `evidence-${Date.now()}-${++keys}`;
  headers["content-type"] = "application/json";
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: text });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/** A printed line added under what the engine read (same page, below its last word). */
function withLine(recognition: Recognition, line: string): Recognition {
  const top = Math.max(...recognition.words.map((w) => w.top + w.height)) + 0.01;
  const page = recognition.words.at(-1)?.page ?? 1;
  let left = 0.06;
  const words = line.split(" ").map((text) => {
    const word = { text, confidence: 0.95, left, top, width: text.length * 0.009, height: 0.012, page };
    left += word.width + 0.006;
    return word;
  });
  return { ...recognition, text: `${recognition.text}\n${line}`, words: [...recognition.words, ...words] };
}

/**
 * Uploads a file and stores what reading `fixture` produced, as the document workflow does;
 * `printed` adds a line the document prints under its last one.
 */
export async function readDocument(
  token: string,
  fixture: keyof typeof RECORDED,
  printed?: string,
): Promise<string> {
  const id = await uploaded(token, files.pdf(4096 + ++keys), `${fixture}.pdf`);
  const recognition = printed ? withLine(RECORDED[fixture], printed) : RECORDED[fixture];
  await internal("PUT", `/internal/documents/${id}/recognition`, recognition);
  await internal("PUT", `/internal/documents/${id}/extraction`, extractDocument(recognition));
  return id;
}

export async function documentData(token: string, id: string): Promise<DocumentData> {
  const res = await call("GET", `/api/documents/${id}/data`, token);
  if (res.status !== 200) throw new Error(`data answered ${res.status}`);
  return (await res.json()) as DocumentData;
}

/** The form's save: its fields and line items filled from the document, then `changes` applied. */
export async function verifyAsTheFormWould(
  token: string,
  id: string,
  type: DocumentType,
  changes: { fields?: Record<string, unknown>; lines?: (line: Record<string, string>) => void } = {},
) {
  const data = await documentData(token, id);
  const schema = documentTypeSchema(type);
  const lines = linesFromDocument(schema.line_item_fields, data);
  if (changes.lines) lines.forEach(changes.lines);
  const payload = {
    ...verifiedData(
      schema,
      valuesFromDocument(schema.fields, data),
      lines,
      data.extracted_data?.icd10_codes ?? [],
    ),
    ...changes.fields,
  };
  return call("POST", `/api/documents/${id}/verify`, token, {
    document_type: type,
    user_verified_data: payload,
  });
}
