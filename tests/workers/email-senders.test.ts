// Who may put documents straight into an account by e-mail: the account's own address and its
// allow-list go straight in; anything else waits under "from an unknown sender" until the user
// approves it (stored like any e-mailed document) or discards it (file and row deleted).
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { DOCUMENT_MESSAGES } from "~/services/documents/messages";
import { SENDER_MESSAGES } from "~/services/email/intake-messages";
import twoAttachments from "../fixtures/email/two-attachments.eml?raw";
import { installFakeGateway, WORKFLOW_STARTED } from "./fake-gateway";
import {
  authenticationResultsRule,
  buildMessage,
  deliver,
  documentsOf,
  FIXTURE_SENDER,
  heldOf,
  inboxOwner,
  ingestedEmailsTo,
  pdfBytes,
  storedKeys,
} from "./email-test-helpers";
import { db } from "./shell-fixtures";

let gateway: ReturnType<typeof installFakeGateway>;
beforeEach(() => {
  gateway = installFakeGateway((call) =>
    call.path.endsWith("/process") ? { status: 200, body: WORKFLOW_STARTED } : undefined,
  );
});
afterEach(() => gateway.restore());

function api(method: string, path: string, token: string, body?: unknown) {
  return SELF.fetch(`http://local.test${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface HeldRow {
  id: string;
  original_filename: string;
  sender_email: string;
  email_subject: string | null;
  file_size: number;
}
const heldList = async (token: string) =>
  (await (await api("GET", "/api/documents/from-unknown-senders", token)).json()) as HeldRow[];
const recentlyEmailed = async (token: string) =>
  (await (await api("GET", "/api/documents/recently-emailed", token)).json()) as {
    original_filename: string;
  }[];
const usage = async (userId: string) =>
  (
    await db()
      .select({ count: schema.usageCounters.count })
      .from(schema.usageCounters)
      .where(eq(schema.usageCounters.userId, userId))
      .all()
  ).reduce((sum, r) => sum + r.count, 0);
const processCalls = () => gateway.calls.filter((c) => c.path.endsWith("/process"));

/** A one-PDF message from `from`. */
const statement = (id: string, from: string, marker = id) =>
  buildMessage(
    `<${id}@example.com>`,
    "Statement",
    [{ filename: "statement.pdf", contentType: "application/pdf", bytes: pdfBytes(marker) }],
    { from },
  );

describe("email(): the account's own address and the allow-list", () => {
  it("takes mail from the account's own address straight in", async () => {
    const pat = await inboxOwner("own");
    const delivery = await deliver(statement("own-1", pat.user.email), pat.address);
    expect(delivery.rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
    expect(await heldOf(pat.user.id)).toHaveLength(0);
    expect((await ingestedEmailsTo(pat.address))[0].status).toBe("accepted");
  });

  it("takes mail from an allow-listed address straight in, and holds it again once removed", async () => {
    const pat = await inboxOwner("allow");
    const added = await api("POST", "/api/account/allowed-senders", pat.token, {
      email: " Clinic@Example.org ",
    });
    expect(added.status).toBe(200);
    const entry = (await added.json()) as { id: string; email: string };
    expect(entry.email).toBe("clinic@example.org");

    await deliver(statement("allow-1", "Billing <clinic@example.org>"), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);

    expect((await api("DELETE", `/api/account/allowed-senders/${entry.id}`, pat.token)).status).toBe(200);
    await deliver(statement("allow-2", "clinic@example.org"), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
    expect(await heldOf(pat.user.id)).toHaveLength(1);
  });

  it("holds a message whose From names the owner among others, or that carries two From headers", async () => {
    const pat = await inboxOwner("two-from");
    await deliver(statement("two-1", `${pat.user.email}, other@example.net`), pat.address);
    const twoHeaders = statement("two-2", pat.user.email).replace(
      "Subject: Statement",
      "From: other@example.net\r\nSubject: Statement",
    );
    await deliver(twoHeaders, pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await heldOf(pat.user.id)).toHaveLength(2);
  });
});

describe("email(): in production, Email Routing's Authentication-Results decides", () => {
  const CF = "Authentication-Results: mx.cloudflare.net;";
  const pass = (domain: string) =>
    `${CF}\r\n\tdkim=pass header.d=${domain} header.s=s1 header.b=AbCd;\r\n\tspf=pass (mx.cloudflare.net: domain of pat@${domain} designates 192.0.2.1 as permitted sender) smtp.mailfrom=pat@${domain}`;
  const withHeaders = (id: string, from: string, headers: string[]) =>
    buildMessage(
      `<${id}@example.com>`,
      "Statement",
      [{ filename: "statement.pdf", contentType: "application/pdf", bytes: pdfBytes(id) }],
      { from, headers },
    );
  const send = (raw: string, to: string, rule = authenticationResultsRule) => deliver(raw, to, { env: rule });

  it("holds mail that only claims to be from the owner, and takes it when the From domain passed", async () => {
    const pat = await inboxOwner("prod-own");
    await send(withHeaders("prod-1", pat.user.email, []), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await heldOf(pat.user.id)).toHaveLength(1);

    await send(withHeaders("prod-2", pat.user.email, [pass("example.com")]), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
  });

  it("holds mail whose pass is for another domain, or whose passing header sits below Email Routing's", async () => {
    const pat = await inboxOwner("prod-forged");
    await send(withHeaders("forged-1", pat.user.email, [pass("evil.example")]), pat.address);
    const forgedBelow = [
      `${CF} dkim=none; spf=fail smtp.mailfrom=x@evil.example`,
      "Received: from evil",
      pass("example.com"),
    ];
    await send(withHeaders("forged-2", pat.user.email, forgedBelow), pat.address);
    const otherServer = [pass("example.com").replace("mx.cloudflare.net;", "mx.evil.example;")];
    await send(withHeaders("forged-3", pat.user.email, otherServer), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await heldOf(pat.user.id)).toHaveLength(3);
  });

  it("takes an allow-listed address when its domain passed, and reads the configured authserv-id", async () => {
    const pat = await inboxOwner("prod-allow", ["billing@clinic.example"]);
    await send(withHeaders("allow-1", "billing@clinic.example", [pass("clinic.example")]), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);

    const otherRouting = { ...env, EMAIL_AUTHSERV_ID: "mx.routing.example" } as Env;
    const routed = [pass("clinic.example").replace("mx.cloudflare.net;", "mx.routing.example;")];
    await send(withHeaders("allow-2", "billing@clinic.example", routed), pat.address, otherRouting);
    await send(
      withHeaders("allow-3", "billing@clinic.example", [pass("clinic.example")]),
      pat.address,
      otherRouting,
    );
    expect(await documentsOf(pat.user.id)).toHaveLength(2);
    expect(await heldOf(pat.user.id)).toHaveLength(1);
  });
});

describe("email(): from an unknown sender", () => {
  it("holds the documents: nothing stored, counted or read, and only the unknown-sender list shows them", async () => {
    const pat = await inboxOwner("held");
    const delivery = await deliver(twoAttachments, pat.address);
    expect(delivery.rejected).toBeNull();

    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await usage(pat.user.id)).toBe(0);
    expect(processCalls()).toEqual([]);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ status: "held", sender: FIXTURE_SENDER, subject: "Fwd: my clinic bill" });

    const held = await heldList(pat.token);
    expect(held.map((h) => h.original_filename).sort()).toEqual(["IMG_2041.jpg", "riverside-statement.pdf"]);
    expect(held[0]).toMatchObject({ sender_email: FIXTURE_SENDER, email_subject: "Fwd: my clinic bill" });
    expect(await recentlyEmailed(pat.token)).toEqual([]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(2);
    expect(await storedKeys(`users/${pat.user.id}/documents/`)).toEqual([]);
  });

  it("holds a repeat of the same message only once", async () => {
    const pat = await inboxOwner("held-repeat");
    await deliver(twoAttachments, pat.address);
    await deliver(twoAttachments, pat.address);
    expect(await heldOf(pat.user.id)).toHaveLength(2);
    expect((await ingestedEmailsTo(pat.address)).map((r) => r.status).sort()).toEqual(["duplicate", "held"]);
  });

  it("approving stores the document like any e-mailed one: counted, read, listed with who sent it", async () => {
    const pat = await inboxOwner("approve");
    await deliver(twoAttachments, pat.address);
    const pdf = (await heldList(pat.token)).find((h) => h.original_filename === "riverside-statement.pdf")!;

    const res = await api("POST", `/api/documents/from-unknown-senders/${pdf.id}/approve`, pat.token);
    expect(res.status).toBe(200);
    const { document_id: documentId } = (await res.json()) as { document_id: string };

    const [doc] = await documentsOf(pat.user.id);
    expect(doc).toMatchObject({
      id: documentId,
      source: "email",
      processingStatus: "queued",
      fileSize: pdf.file_size,
    });
    expect(await usage(pat.user.id)).toBe(1);
    expect(processCalls().map((c) => c.path)).toEqual([`/documents/${documentId}/process`]);
    expect((await recentlyEmailed(pat.token)).map((d) => d.original_filename)).toEqual([
      "riverside-statement.pdf",
    ]);
    const data = (await (await api("GET", `/api/documents/${documentId}/data`, pat.token)).json()) as {
      email_context: Record<string, unknown>;
    };
    expect(data.email_context).toMatchObject({ has_email_context: true, sender: FIXTURE_SENDER });

    expect((await heldList(pat.token)).map((h) => h.original_filename)).toEqual(["IMG_2041.jpg"]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(1);
    expect((await ingestedEmailsTo(pat.address))[0].status).toBe("accepted");
    expect(
      (await api("POST", `/api/documents/from-unknown-senders/${pdf.id}/approve`, pat.token)).status,
    ).toBe(404);
  });

  it("approving checks the plan's limit then, and the document stays held when it is reached", async () => {
    const pat = await inboxOwner("approve-limit");
    await deliver(twoAttachments, pat.address);
    await db()
      .insert(schema.usageCounters)
      .values({ userId: pat.user.id, kind: "document", period: "total", count: 3 });
    const [first] = await heldList(pat.token);
    const refused = await api("POST", `/api/documents/from-unknown-senders/${first.id}/approve`, pat.token);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { detail: { message: string } }).detail.message).toBe(
      DOCUMENT_MESSAGES.documentLimit(3),
    );
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await heldList(pat.token)).toHaveLength(2);

    await db()
      .update(schema.usageCounters)
      .set({ count: 0 })
      .where(eq(schema.usageCounters.userId, pat.user.id));
    expect(
      (await api("POST", `/api/documents/from-unknown-senders/${first.id}/approve`, pat.token)).status,
    ).toBe(200);
  });

  it("two approvals of the same document at once store it once", async () => {
    const pat = await inboxOwner("double");
    await deliver(statement("double-1", "stranger@example.net"), pat.address);
    const [held] = await heldList(pat.token);
    const path = `/api/documents/from-unknown-senders/${held.id}/approve`;
    const statuses = (await Promise.all([api("POST", path, pat.token), api("POST", path, pat.token)])).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
    expect(await usage(pat.user.id)).toBe(1);
  });

  it("discarding deletes the file and the row; the last one takes the raw message with it", async () => {
    const pat = await inboxOwner("discard");
    await deliver(twoAttachments, pat.address);
    const [first, second] = await heldList(pat.token);

    expect((await api("DELETE", `/api/documents/from-unknown-senders/${first.id}`, pat.token)).status).toBe(
      200,
    );
    expect((await heldList(pat.token)).map((h) => h.id)).toEqual([second.id]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(1);
    expect(await storedKeys(`users/${pat.user.id}/emails/`)).toHaveLength(1);

    expect((await api("DELETE", `/api/documents/from-unknown-senders/${second.id}`, pat.token)).status).toBe(
      200,
    );
    expect(await storedKeys(`users/${pat.user.id}/`)).toEqual([]);
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await usage(pat.user.id)).toBe(0);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ status: "discarded", rawKey: null });
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, pat.user.id))
      .all();
    expect(audit.filter((a) => a.action === "held_document_discarded")).toHaveLength(2);
  });

  it("refuses mail from unknown senders once 50 documents wait, keeping nothing", async () => {
    const pat = await inboxOwner("held-cap");
    await deliver(statement("cap-0", "a@example.net"), pat.address);
    const [{ id: ingestedEmailId }] = await ingestedEmailsTo(pat.address);
    const row = (i: number) => ({
      id: `held-cap-${pat.user.id}-${i}`,
      userId: pat.user.id,
      ingestedEmailId,
      originalFilename: `f${i}.pdf`,
      contentType: "application/pdf",
      fileSize: 1,
      sha256: `${i}`,
      storageKey: `users/${pat.user.id}/held/x${i}`,
    });
    const inserts = Array.from({ length: 49 }, (_, i) => db().insert(schema.heldDocuments).values(row(i)));
    await db().batch([inserts[0], ...inserts.slice(1)]);
    const refused = await deliver(statement("cap-1", "b@example.net"), pat.address);
    expect(refused.rejected).toMatch(/^Too many documents from unknown senders/);
    expect(await heldOf(pat.user.id)).toHaveLength(50);
    // Mail from the owner still goes straight in.
    expect((await deliver(statement("cap-2", pat.user.email), pat.address)).rejected).toBeNull();
  });
});

describe("the allow-list API", () => {
  it("refuses an invalid address, the account's own, a repeat, and more than 20 addresses", async () => {
    const pat = await inboxOwner("allow-rules");
    const post = (email: unknown) => api("POST", "/api/account/allowed-senders", pat.token, { email });
    for (const bad of ["not an address", "", "a@b@c.com", "x".repeat(250) + "@example.com", 42]) {
      const res = await post(bad);
      expect(res.status, String(bad)).toBe(422);
      expect(((await res.json()) as { detail: string }).detail).toBe(SENDER_MESSAGES.invalidAddress);
    }
    expect((await post(pat.user.email.toUpperCase())).status).toBe(409);
    expect((await post("clinic@example.org")).status).toBe(200);
    const repeat = await post("CLINIC@example.org");
    expect(repeat.status).toBe(409);
    expect(((await repeat.json()) as { detail: string }).detail).toBe(SENDER_MESSAGES.alreadyAllowed);
    for (let i = 1; i < 20; i++) expect((await post(`c${i}@example.org`)).status).toBe(200);
    const full = await post("one-more@example.org");
    expect(full.status).toBe(409);
    expect(((await full.json()) as { detail: string }).detail).toBe(SENDER_MESSAGES.tooManyAllowed);
    const listed = (await (await api("GET", "/api/account/allowed-senders", pat.token)).json()) as {
      account_email: string;
      senders: unknown[];
    };
    expect(listed.account_email).toBe(pat.user.email);
    expect(listed.senders).toHaveLength(20);
  });
});

describe("two users", () => {
  it("nobody can see, approve or discard another user's held documents", async () => {
    const alice = await inboxOwner("alice-held");
    const bob = await inboxOwner("bob-held");
    await deliver(twoAttachments, alice.address);
    const [aliceHeld] = await heldList(alice.token);

    expect(await heldList(bob.token)).toEqual([]);
    expect(
      (await api("POST", `/api/documents/from-unknown-senders/${aliceHeld.id}/approve`, bob.token)).status,
    ).toBe(404);
    expect(
      (await api("DELETE", `/api/documents/from-unknown-senders/${aliceHeld.id}`, bob.token)).status,
    ).toBe(404);
    expect(await heldList(alice.token)).toHaveLength(2);
    expect(await documentsOf(bob.user.id)).toHaveLength(0);
    expect(await documentsOf(alice.user.id)).toHaveLength(0);
    expect(await env.FILES.head(`users/${alice.user.id}/held/${aliceHeld.id}`)).not.toBeNull();
  });

  it("nobody can see or change another user's allow-list, and it lets mail in only to its owner", async () => {
    const alice = await inboxOwner("alice-allow");
    const bob = await inboxOwner("bob-allow");
    const added = (await (
      await api("POST", "/api/account/allowed-senders", alice.token, { email: "clinic@example.org" })
    ).json()) as { id: string };

    const bobs = (await (await api("GET", "/api/account/allowed-senders", bob.token)).json()) as {
      senders: unknown[];
    };
    expect(bobs.senders).toEqual([]);
    expect((await api("DELETE", `/api/account/allowed-senders/${added.id}`, bob.token)).status).toBe(404);
    const alices = (await (await api("GET", "/api/account/allowed-senders", alice.token)).json()) as {
      senders: { id: string }[];
    };
    expect(alices.senders.map((s) => s.id)).toEqual([added.id]);

    await deliver(statement("clinic-to-bob", "clinic@example.org"), bob.address);
    expect(await documentsOf(bob.user.id)).toHaveLength(0);
    expect(await heldOf(bob.user.id)).toHaveLength(1);
  });
});
