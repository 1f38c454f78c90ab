// The resources the API fuzz and the two-user sweep put behind path ids: which kind of resource
// each `{param}` of the OpenAPI document names, and one of each, made through the API by a user.
import { send, type Account, type Answer } from "./accounts";

export type Kind =
  | "user"
  | "bill"
  | "lineItem"
  | "document"
  | "familyMember"
  | "heldDocument"
  | "allowedSender"
  | "disputeLetter"
  | "insurancePolicy"
  | "conversation";
export type Fixtures = Record<Kind, string>;

export type ParamRule = { path: RegExp; param: string } & ({ kind: Kind } | { public: string });

/**
 * Path template and parameter → the kind of resource it names. A path parameter no rule covers has
 * no fixture: the sweep fails for it until a rule (and, for a new kind, a fixture) is added here.
 */
export const PARAM_RULES: ParamRule[] = [
  { path: /^\/api\/medical-bills\/\{userId\}$/, param: "userId", kind: "user" },
  { path: /\{lineId\}/, param: "lineId", kind: "lineItem" },
  { path: /^\/api\/(bills|medical-bills)\/\{id\}/, param: "id", kind: "bill" },
  {
    path: /^\/api\/(documents|documents\/documents|pending-documents\/[\w-]+)\/\{id\}/,
    param: "id",
    kind: "document",
  },
  { path: /^\/api\/family\/members\/\{id\}$/, param: "id", kind: "familyMember" },
  { path: /^\/api\/documents\/from-unknown-senders\/\{id\}/, param: "id", kind: "heldDocument" },
  { path: /^\/api\/account\/allowed-senders\/\{id\}$/, param: "id", kind: "allowedSender" },
  { path: /^\/api\/disputes\/\{id\}\//, param: "id", kind: "disputeLetter" },
  { path: /^\/api\/insurance\/user-policies\/\{id\}$/, param: "id", kind: "insurancePolicy" },
  { path: /^\/api\/chat\/conversations\/\{id\}$/, param: "id", kind: "conversation" },
  // Reference data, the same for everyone: nothing of a user's behind these.
  { path: /^\/api\/(medicare\/avg-rates|reference\/mue)\/\{code\}$/, param: "code", public: "99213" },
  { path: /^\/api\/document-types\/\{type\}\/schema$/, param: "type", public: "medical_bill" },
  // The insurance catalogue (issue 15): Original Medicare's fixed ids are in every catalogue.
  { path: /^\/api\/insurance\/carriers\/\{carrier_id\}\//, param: "carrier_id", public: "original-medicare" },
  { path: /\/plan-types\/\{plan_type\}\/plans$/, param: "plan_type", public: "original_medicare" },
  { path: /^\/api\/insurance\/plans\/\{plan_id\}\//, param: "plan_id", public: "original-medicare" },
];

/** The rule for one parameter of a path template, or undefined. */
export function ruleFor(path: string, param: string): ParamRule | undefined {
  return PARAM_RULES.find((r) => r.param === param && r.path.test(path));
}

export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** A tiny PDF no earlier run uploaded (uploads are de-duplicated by content). */
export function uniquePdf(label: string): Blob {
  const marker = `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const pdf = `%PDF-1.4\n% ${marker}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([pdf], { type: "application/pdf" });
}

function must(answer: Answer, what: string) {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function upload(
  base: string,
  token: string,
  path: string,
  fields: Record<string, string>,
  label: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", uniquePdf(label), `${label}.pdf`);
  const res = await fetch(new URL(path, base), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  return must({ status: res.status, body: await res.json().catch(() => null) }, `POST ${path}`);
}

/** A message with one PDF from a sender nobody allowed, into the account's inbox: it is held for approval. */
async function mailFromStranger(base: string, token: string, marker: string): Promise<string> {
  const me = must(await send(base, "GET", "/api/auth/me", { token }), "GET /api/auth/me") as {
    inbox_email: string;
  };
  const from = `stranger.${Date.now().toString(36)}@unknown-sender.example.com`;
  const pdf = Buffer.from(await uniquePdf(`${marker}-held`).arrayBuffer()).toString("base64");
  const raw = [
    `From: <${from}>`,
    `To: <${me.inbox_email}>`,
    `Subject: ${marker} statement`,
    `Message-ID: <${marker}.${Date.now()}@unknown-sender.example.com>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain",
    "",
    "Please see attached.",
    "--b",
    'Content-Type: application/pdf; name="held.pdf"',
    'Content-Disposition: attachment; filename="held.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    pdf,
    "--b--",
    "",
  ].join("\r\n");
  const trigger = `/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(me.inbox_email)}`;
  const res = await fetch(new URL(trigger, base), {
    method: "POST",
    headers: { "content-type": "message/rfc822" },
    body: raw,
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status !== 200) throw new Error(`the e-mail trigger answered ${res.status}: ${await res.text()}`);
  const held = must(
    await send(base, "GET", "/api/documents/from-unknown-senders", { token }),
    "GET /api/documents/from-unknown-senders",
  ) as { id: string }[];
  if (!held[0]) throw new Error("the mail from an unknown sender was not held");
  return held[0].id;
}

/**
 * One of each resource for `account` (verified, premium), named with `marker` so an answer to
 * another user that leaks any of it can be recognised. Returns the ids by kind.
 */
export async function createFixtures(base: string, account: Account, marker: string): Promise<Fixtures> {
  const { token } = account;
  const bill = must(
    await send(base, "POST", "/api/medical-bills", {
      token,
      json: {
        date: "2026-01-05",
        provider: `${marker} Clinic`,
        claim_number: `${marker}-CLM`,
        dependent_id: "self",
        line_items: [
          { cpt_code: "99213", units: 1, billed_amount: 250, allowed_amount: 120, paid_amount: 90 },
          { cpt_code: "80053", units: 1, billed_amount: 100 },
        ],
        diagnosis_codes: ["E11.9"],
      },
    }),
    "POST /api/medical-bills",
  );
  const member = must(
    await send(base, "POST", "/api/family/members", {
      token,
      json: {
        first_name: marker,
        last_name: "Dependent",
        relationship: "child",
        date_of_birth: "2015-04-01",
      },
    }),
    "POST /api/family/members",
  );
  const doc = await upload(
    base,
    token,
    "/api/pending-documents/upload-user-document",
    { document_type: "medical_bill" },
    `${marker}-statement`,
  );
  await upload(
    base,
    token,
    `/api/bills/${bill.id}/documents/upload`,
    { document_type: "eob" },
    `${marker}-eob`,
  );
  must(
    await send(base, "POST", "/api/feedback", {
      token,
      json: { rating: 5, comment: `${marker} feedback`, bill_id: bill.id },
    }),
    "POST /api/feedback",
  );
  const sender = must(
    await send(base, "POST", "/api/account/allowed-senders", {
      token,
      json: { email: `${marker.toLowerCase().replace(/[^a-z0-9]/g, "")}@clinic.example.com` },
    }),
    "POST /api/account/allowed-senders",
  ) as { id: string };
  const heldDocument = await mailFromStranger(base, token, marker);
  const disputeLetter = await requestLetter(base, token, bill.id, marker);
  const policy = must(
    await send(base, "POST", "/api/insurance/user-policies", {
      token,
      json: {
        plan_category: "medicare",
        plan_type_id: "original_medicare",
        plan_id: "original-medicare",
        policy_name: `${marker} Medicare`,
        subscriber_id: "1EG4-TE5-MK73",
        member_ids: [member.id],
      },
    }),
    "POST /api/insurance/user-policies",
  ) as { policy_id: string };
  return {
    user: account.id,
    heldDocument,
    allowedSender: sender.id,
    bill: bill.id,
    lineItem: bill.line_items[0].id,
    document: doc.document_id,
    familyMember: member.id,
    disputeLetter,
    insurancePolicy: policy.policy_id,
    conversation: await askedQuestion(base, token, marker),
  };
}

/** A conversation with the assistant: one question about the account's bill (issue 16). */
async function askedQuestion(base: string, token: string, marker: string): Promise<string> {
  const asked = must(
    await send(base, "POST", "/api/chat/messages", {
      token,
      json: { question: `What does my ${marker} Clinic bill charge?` },
    }),
    "POST /api/chat/messages",
  ) as { conversation_id: string };
  return asked.conversation_id;
}

/**
 * A dispute letter of the bill. Without an orchestrator (the api layer stops it) the request
 * answers 503 and the letter is kept as failed; either way the bill's list names it.
 */
async function requestLetter(base: string, token: string, billId: string, marker: string): Promise<string> {
  const path = `/api/bills/${billId}/generate-dispute-letter`;
  const made = await send(base, "POST", path, { token, json: { personal_statement: `${marker} statement` } });
  if (made.status !== 200 && made.status !== 503)
    throw new Error(`POST ${path} answered ${made.status}: ${JSON.stringify(made.body)}`);
  const letters = must(
    await send(base, "GET", `/api/bills/${billId}/disputes`, { token }),
    "GET disputes",
  ) as {
    id: string;
  }[];
  if (!letters[0]) throw new Error("the bill lists no dispute letter");
  return letters[0].id;
}
