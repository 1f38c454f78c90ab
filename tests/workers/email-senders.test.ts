// Who may put documents straight into an account by e-mail: the account's own address and its
// allow-list go straight in (in production only when Email Routing's Authentication-Results
// passed for the From domain); the allow-list API; two users. What waits "from an unknown sender":
// email-held.test.ts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SENDER_MESSAGES } from "~/services/email/intake-messages";
import twoAttachments from "../fixtures/email/two-attachments.eml?raw";
import { call, documentsOf, files } from "./factories";
import {
  authenticationResultsRule,
  buildMessage,
  deliver,
  heldList,
  heldOf,
  inboxOwner,
  ingestedEmailsTo,
  statement,
} from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

fakeGatewayEachTest(startsReading);

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
    const added = await call("POST", "/api/account/allowed-senders", pat.token, {
      email: " Clinic@Example.org ",
    });
    expect(added.status).toBe(200);
    const entry = (await added.json()) as { id: string; email: string };
    expect(entry.email).toBe("clinic@example.org");

    await deliver(statement("allow-1", "Billing <clinic@example.org>"), pat.address);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);

    expect((await call("DELETE", `/api/account/allowed-senders/${entry.id}`, pat.token)).status).toBe(200);
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
      [{ filename: "statement.pdf", contentType: "application/pdf", bytes: files.pdfWith(id) }],
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

describe("the allow-list API", () => {
  it("refuses an invalid address, the account's own, a repeat, and more than 20 addresses", async () => {
    const pat = await inboxOwner("allow-rules");
    const post = (email: unknown) => call("POST", "/api/account/allowed-senders", pat.token, { email });
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
    const listed = (await (await call("GET", "/api/account/allowed-senders", pat.token)).json()) as {
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
      (await call("POST", `/api/documents/from-unknown-senders/${aliceHeld.id}/approve`, bob.token)).status,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/documents/from-unknown-senders/${aliceHeld.id}`, bob.token)).status,
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
      await call("POST", "/api/account/allowed-senders", alice.token, { email: "clinic@example.org" })
    ).json()) as { id: string };

    const bobs = (await (await call("GET", "/api/account/allowed-senders", bob.token)).json()) as {
      senders: unknown[];
    };
    expect(bobs.senders).toEqual([]);
    expect((await call("DELETE", `/api/account/allowed-senders/${added.id}`, bob.token)).status).toBe(404);
    const alices = (await (await call("GET", "/api/account/allowed-senders", alice.token)).json()) as {
      senders: { id: string }[];
    };
    expect(alices.senders.map((s) => s.id)).toEqual([added.id]);

    await deliver(statement("clinic-to-bob", "clinic@example.org"), bob.address);
    expect(await documentsOf(bob.user.id)).toHaveLength(0);
    expect(await heldOf(bob.user.id)).toHaveLength(1);
  });
});
