// Requests the two-user sweep builds from the OpenAPI document alone: the path filled with ids,
// the required query, and a body valid enough to pass validation (a 422 would hide whether the
// handler checks ownership). Property names with a known good value get it; the rest are made
// from their schema. An operation these cannot satisfy gets an entry in BODY_OVERRIDES.
import { uniquePdf, type Fixtures } from "./resources";

const DAY = "2026-02-01";

export interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}

export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: SchemaObject }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  [extension: string]: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type Good = unknown | ((ids: Fixtures) => unknown);

/** Good values by property name; functions get the ids the request is about. */
const GOOD_VALUES: Record<string, Good> = {
  provider: "Sweep Clinic",
  provider_name: "Sweep Clinic",
  date: DAY,
  service_date: DAY,
  mailed_on: DAY,
  received_on: DAY,
  personal_statement: "sweep statement",
  claim_number: "SWEEP-1",
  first_name: "Sweep",
  last_name: "Person",
  relationship: "other",
  cpt_code: "99213",
  units: 1,
  billed_amount: 100,
  description: "sweep",
  document_type: "medical_bill",
  user_verified_data: () => ({ provider_name: "Sweep Clinic", service_date: DAY, patient_id: "self" }),
  bill_id: (ids: Fixtures) => ids.bill,
  patient_id: (ids: Fixtures) => ids.familyMember,
  expires: () => Math.floor(Date.now() / 1000) + 120,
  sig: "0".repeat(64),
};

/** "METHOD path" → body, for operations whose schema cannot say enough. */
export const BODY_OVERRIDES: Record<string, Record<string, unknown>> = {};

function fromSchema(schema: SchemaObject | undefined, name: string, ids: Fixtures): unknown {
  if (!schema) return undefined;
  if (name in GOOD_VALUES) {
    const good = GOOD_VALUES[name];
    const value = typeof good === "function" ? good(ids) : good;
    if (!schema.enum || schema.enum.includes(value)) return value;
  }
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fromSchema(variants.find((v) => v.type !== "null") ?? variants[0], name, ids);
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || key in GOOD_VALUES)
          out[key] = fromSchema(inner, key, ids);
      }
      return out;
    }
    case "array":
      return (schema.minItems ?? 0) > 0 ? [fromSchema(schema.items, name, ids)] : [];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      return schema.format === "date" ? DAY : "sweep";
  }
}

/** The URL path with each `{param}` replaced. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name]));

/** The URL and fetch() init of one operation as `token` would send it, about the resources in `ids`. */
export function buildRequest(r: {
  base: string;
  method: string;
  path: string;
  op: Operation;
  pathValues: Record<string, string>;
  ids: Fixtures;
  token: string;
}): { url: URL; init: RequestInit } {
  const url = new URL(fillPath(r.path, r.pathValues), r.base);
  for (const p of r.op.parameters ?? []) {
    if (p.in === "query" && p.required)
      url.searchParams.set(p.name, String(fromSchema(p.schema, p.name, r.ids)));
  }
  const headers: Record<string, string> = { authorization: `Bearer ${r.token}` };
  const content = r.op.requestBody?.content ?? {};
  const override = BODY_OVERRIDES[`${r.method.toUpperCase()} ${r.path}`];
  let body: BodyInit | undefined;
  if (content["multipart/form-data"]) {
    const fields = fromSchema(content["multipart/form-data"].schema, "", r.ids) as Record<string, unknown>;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (key === "file") form.set("file", uniquePdf("sweep"), "sweep.pdf");
      else form.set(key, String(value));
    }
    body = form;
  } else if (content["application/json"]) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(override ?? fromSchema(content["application/json"].schema, "", r.ids));
  } else if (content["application/x-www-form-urlencoded"]) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    const fields = override ?? fromSchema(content["application/x-www-form-urlencoded"].schema, "", r.ids);
    body = new URLSearchParams(fields as Record<string, string>);
  }
  return { url, init: { method: r.method.toUpperCase(), headers, body } };
}
