// The browser's side of the resource routes (app/routes/resources+): the session cookie, and on
// writes the app's own Origin, exactly as app/components/resources.ts sends them.
import { SELF } from "cloudflare:test";
import { BASE } from "../factories";

export { BASE, db, makePremium, markExtracted, signedInUser, files } from "../factories";

export const cookieOf = (token: string) => `fb_session=${token}`;

export function resourceGet(path: string, token?: string) {
  return SELF.fetch(`${BASE}${path}`, {
    redirect: "manual",
    headers: { accept: "application/json", ...(token ? { cookie: cookieOf(token) } : {}) },
  });
}

export function resourcePost(path: string, token: string | undefined, body?: BodyInit, type?: string) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      accept: "application/json",
      ...(token ? { cookie: cookieOf(token), origin: BASE } : {}),
      ...(type ? { "content-type": type } : {}),
    },
    body,
  });
}

export function uploadForm(bytes: Uint8Array, filename = "bill.pdf", documentType = "medical_bill") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename, { type: "application/pdf" }));
  form.append("document_type", documentType);
  return form;
}

/** Smart Capture's upload through its resource route; answers the new document's id. */
export async function capturedDocument(token: string, bytes: Uint8Array) {
  const res = await resourcePost("/resources/documents/upload", token, uploadForm(bytes));
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { document_id: string }).document_id;
}

export const detailOf = async (res: Response) => ((await res.json()) as { detail: unknown }).detail;

/** A signed-out visitor is sent to /signin and back, like on every signed-in page. */
export function signInLocation(path: string) {
  return `/signin?redirectTo=${encodeURIComponent(path)}`;
}
