// The one way the browser reaches data outside a page's own loader and action (ADR 007, superseded
// in part): the resource routes in app/routes/resources+, which call the same services as /api.
// Every answer's type is the route's loader or action output (`typeof loader`), never a copy.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { action as AllowSender, loader as AllowedSenders } from "~/routes/resources+/allowed-senders";
import type { action as RemoveSender } from "~/routes/resources+/allowed-senders.$senderId.remove";
import type { loader as CptSuggestions } from "~/routes/resources+/cpt-suggestions";
import type { loader as DocumentData } from "~/routes/resources+/documents.$documentId.data";
import type { action as AttachBill } from "~/routes/resources+/documents.$documentId.attach-bill";
import type { action as DeleteDocument } from "~/routes/resources+/documents.$documentId.delete";
import type { action as DismissBillSuggestion } from "~/routes/resources+/documents.$documentId.dismiss-bill-suggestion";
import type { loader as DocumentLink } from "~/routes/resources+/documents.$documentId.link";
import type { action as RetryDocument } from "~/routes/resources+/documents.$documentId.retry";
import type { action as VerifyDocument } from "~/routes/resources+/documents.$documentId.verify";
import type { loader as RecentlyEmailed } from "~/routes/resources+/documents.recently-emailed";
import type { action as UploadDocument } from "~/routes/resources+/documents.upload";
import type { loader as HeldDocuments } from "~/routes/resources+/held-documents";
import type { action as ApproveHeld } from "~/routes/resources+/held-documents.$heldId.approve";
import type { action as DiscardHeld } from "~/routes/resources+/held-documents.$heldId.discard";
import type { loader as IcdSuggestions } from "~/routes/resources+/icd-suggestions";
import type { loader as MedicareRates } from "~/routes/resources+/medicare-rates.$code";
import type { loader as PendingMine } from "~/routes/resources+/pending-documents.mine";
import type { loader as PendingReceived } from "~/routes/resources+/pending-documents.received";
import type { loader as PendingSummary } from "~/routes/resources+/pending-documents.summary";
import type { loader as ProviderSearch } from "~/routes/resources+/provider-search";
import type { loader as InsuranceCarriers } from "~/routes/resources+/insurance-carriers";
import type { loader as InsurancePlanTypes } from "~/routes/resources+/insurance-plan-types";
import type { loader as InsurancePlans } from "~/routes/resources+/insurance-plans";
import type { loader as InsurancePlanBenefits } from "~/routes/resources+/insurance-plan-benefits.$planId";
import type { action as ChatAction, loader as ChatLoader } from "~/routes/resources+/chat";
import type { loader as StoredAnswerLoader } from "~/routes/resources+/chat.stored-answer";

/** What a resource route answers, as the browser receives it. */
export type Answer<Route> = SerializeFrom<Route>;

export type CaptureDocument = Answer<typeof DocumentData>;
export type EmailedDocument = Answer<typeof RecentlyEmailed>[number];
export type PendingDocument = Answer<typeof PendingReceived>[number];
export type UserDocument = Answer<typeof PendingMine>[number];
export type HeldDocument = Answer<typeof HeldDocuments>[number];
export type AllowedSender = Answer<typeof AllowSender>;
export type PendingSummaryAnswer = Answer<typeof PendingSummary>;
export type CptSuggestion = Answer<typeof CptSuggestions>[number];
export type IcdSuggestion = Answer<typeof IcdSuggestions>[number];
export type ProviderResult = Answer<typeof ProviderSearch>[number];
export type InsuranceCarrier = Answer<typeof InsuranceCarriers>[number];
export type InsurancePlanType = Answer<typeof InsurancePlanTypes>[number];
export type InsurancePlan = Answer<typeof InsurancePlans>[number];
export type InsuranceBenefit = Answer<typeof InsurancePlanBenefits>[number];
export type ChatState = Answer<typeof ChatLoader>;
export type ChatConversation = NonNullable<ChatState["conversation"]>;
export type ChatStoredAnswer = Answer<typeof StoredAnswerLoader>;

/** A failed call: the server's `detail` text when it sent one. */
export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

function detailText(body: unknown): string | null {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  const message = (detail as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

/** One call; a non-2xx answer throws RequestFailed, a network failure throws TypeError. */
async function call<Route>(path: string, init: RequestInit = {}): Promise<Answer<Route>> {
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  // A signed-out session is sent to /signin like any page; here that is a failed call, not a page.
  const res = await fetch(path, { credentials: "same-origin", redirect: "manual", ...init, headers });
  if (res.type === "opaqueredirect") throw new RequestFailed(401, null);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new RequestFailed(res.status, detailText(body));
  return body as Answer<Route>;
}

const at = (id: string) => encodeURIComponent(id);
const post = { method: "POST" } as const;
const SUGGESTIONS = "10";

// Live lookups (000 §5, 001 §5, §7).
export const suggestProcedureCodes = (q: string, signal?: AbortSignal) =>
  call<typeof CptSuggestions>(
    `/resources/cpt-suggestions?${new URLSearchParams({ q, limit: SUGGESTIONS })}`,
    {
      signal,
    },
  );
export const suggestDiagnosisCodes = (q: string, signal?: AbortSignal) =>
  call<typeof IcdSuggestions>(
    `/resources/icd-suggestions?${new URLSearchParams({ q, limit: SUGGESTIONS })}`,
    {
      signal,
    },
  );
export function searchProviders(query: string, zip: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ query, limit: SUGGESTIONS });
  if (zip.length === 5) params.set("zip_code", zip);
  return call<typeof ProviderSearch>(`/resources/provider-search?${params}`, { signal });
}
export const getMedicareRates = (code: string) =>
  call<typeof MedicareRates>(`/resources/medicare-rates/${at(code)}`);

// The add-policy wizard (001 §2 steps 2–4, §5, §7). Plans answer 409 (RequestFailed) when the
// user has no ZIP saved: the wizard asks for it first.
export const searchInsuranceCarriers = (q: string, signal?: AbortSignal) =>
  call<typeof InsuranceCarriers>(
    `/resources/insurance-carriers?${new URLSearchParams({ q, limit: SUGGESTIONS })}`,
    { signal },
  );
export const listInsurancePlanTypes = (category: string, signal?: AbortSignal) =>
  call<typeof InsurancePlanTypes>(`/resources/insurance-plan-types?${new URLSearchParams({ category })}`, {
    signal,
  });
export const listInsurancePlans = (carrierId: string, planTypeId: string, signal?: AbortSignal) =>
  call<typeof InsurancePlans>(
    `/resources/insurance-plans?${new URLSearchParams({ carrier_id: carrierId, plan_type: planTypeId })}`,
    { signal },
  );
export const getInsurancePlanBenefits = (planId: string, signal?: AbortSignal) =>
  call<typeof InsurancePlanBenefits>(`/resources/insurance-plan-benefits/${at(planId)}`, { signal });

// Smart Capture and the document panels (000 §4, §7, 001 §2, §4).
export function uploadDocument(file: File, documentType: string) {
  const form = new FormData();
  form.set("file", file, file.name);
  form.set("document_type", documentType);
  return call<typeof UploadDocument>("/resources/documents/upload", { ...post, body: form });
}
export const getDocumentData = (id: string) =>
  call<typeof DocumentData>(`/resources/documents/${at(id)}/data`);
export const retryDocument = (id: string) =>
  call<typeof RetryDocument>(`/resources/documents/${at(id)}/retry`, post);
/** Saves the user's fields as verified; for a medical bill the server creates and links the bill. */
export const verifyDocument = (id: string, documentType: string, data: Record<string, unknown>) =>
  call<typeof VerifyDocument>(`/resources/documents/${at(id)}/verify`, {
    ...post,
    body: JSON.stringify({ document_type: documentType, user_verified_data: data }),
  });
/** A short-lived signed link to the document's file. */
export const documentUrl = async (id: string) =>
  (await call<typeof DocumentLink>(`/resources/documents/${at(id)}/link`)).url;
export const deleteDocument = (id: string) =>
  call<typeof DeleteDocument>(`/resources/documents/${at(id)}/delete`, post);

/** The bill page's one click on the matcher's suggestion (issue 17): Attach, or "Not this bill". */
export const attachEobToBill = (id: string, billId: string) =>
  call<typeof AttachBill>(`/resources/documents/${at(id)}/attach-bill`, {
    ...post,
    body: JSON.stringify({ bill_id: billId }),
  });
export const dismissBillSuggestion = (id: string, billId: string) =>
  call<typeof DismissBillSuggestion>(`/resources/documents/${at(id)}/dismiss-bill-suggestion`, {
    ...post,
    body: JSON.stringify({ bill_id: billId }),
  });

export function listRecentlyEmailed(types: readonly string[]) {
  const query = new URLSearchParams(types.map((t) => ["types", t]));
  return call<typeof RecentlyEmailed>(
    `/resources/documents/recently-emailed${types.length ? `?${query}` : ""}`,
  );
}
export const getPendingSummary = () => call<typeof PendingSummary>("/resources/pending-documents/summary");
export const listPendingDocuments = () =>
  call<typeof PendingReceived>("/resources/pending-documents/received");
export const listUserDocuments = () => call<typeof PendingMine>("/resources/pending-documents/mine");
export const listHeldDocuments = () => call<typeof HeldDocuments>("/resources/held-documents");
export const approveHeldDocument = (id: string) =>
  call<typeof ApproveHeld>(`/resources/held-documents/${at(id)}/approve`, post);
export const discardHeldDocument = (id: string) =>
  call<typeof DiscardHeld>(`/resources/held-documents/${at(id)}/discard`, post);

// The Account page's Allowed Senders card.
export const getAllowedSenders = () => call<typeof AllowedSenders>("/resources/allowed-senders");
export const allowSender = (email: string) =>
  call<typeof AllowSender>("/resources/allowed-senders", { ...post, body: new URLSearchParams({ email }) });
export const removeAllowedSender = (id: string) =>
  call<typeof RemoveSender>(`/resources/allowed-senders/${at(id)}/remove`, post);

// The chat widget (issue 16): the latest conversation with this month's AI questions, asking (402
// when a free user has used them: RequestFailed.detail is the message), deleting, stored answers.
export const getChat = () => call<typeof ChatLoader>("/resources/chat");
export interface ChatQuestion {
  question: string;
  bill_id: string | null;
  conversation_id: string | null;
  request_key: string;
}
export async function askChat(question: ChatQuestion) {
  const reply = await call<typeof ChatAction>("/resources/chat", {
    ...post,
    body: JSON.stringify({ intent: "ask", ...question }),
  });
  if (!reply.answer) throw new RequestFailed(500, null);
  return reply.answer;
}
export const deleteChat = (conversationId: string) =>
  call<typeof ChatAction>("/resources/chat", {
    ...post,
    body: JSON.stringify({ intent: "delete", conversation_id: conversationId }),
  });
export const getStoredAnswer = (key: string) =>
  call<typeof StoredAnswerLoader>(`/resources/chat/stored-answer?${new URLSearchParams({ question: key })}`);
