// The sendEmail seam: provider over HTTP when configured, dev outbox otherwise, never silent in production.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailDeliveryError, listMailbox, sendEmail } from "~/services/email/send.server";
import { PRODUCTION_VARS } from "./support/auth";

const message = {
  to: "pat@example.com",
  subject: "Hello",
  text: "Secret link https://x.test/a?token=abc",
  html: "<p>Hi</p>",
};
const withProvider = (extra: Record<string, string> = {}) =>
  ({
    ...env,
    EMAIL_PROVIDER_URL: "https://mail.example/emails",
    EMAIL_PROVIDER_API_KEY: "re_test_key",
    ...extra,
  }) as Env;

async function outboxRows(to: string) {
  const { results } = await env.DB.prepare('SELECT transport, subject FROM email_outbox WHERE "to" = ?')
    .bind(to)
    .all();
  return results as { transport: string; subject: string }[];
}

afterEach(() => vi.restoreAllMocks());

describe("sendEmail", () => {
  it("stores the message in the dev outbox when no provider is configured", async () => {
    const to = "outbox@example.com";
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const sent = await sendEmail(env, { ...message, to });
    expect(sent.transport).toBe("outbox");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await outboxRows(to)).toEqual([{ transport: "outbox", subject: "Hello" }]);
    const [listed] = await listMailbox(env, { to });
    expect(listed).toMatchObject({ to, subject: "Hello", text: message.text, html: message.html });
  });

  it("POSTs Resend-style JSON with the bearer key when a provider is configured, and records it", async () => {
    const to = "provider@example.com";
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response('{"id":"em_1"}', { status: 200 }));
    const sent = await sendEmail(withProvider(), { ...message, to });
    expect(sent.transport).toBe("provider");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://mail.example/emails");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer re_test_key");
    expect(JSON.parse(String(init.body))).toEqual({
      from: env.EMAIL_FROM,
      to,
      subject: "Hello",
      text: message.text,
      html: message.html,
    });
    expect(await outboxRows(to)).toEqual([{ transport: "provider", subject: "Hello" }]);
    // Provider mail is not in the dev mailbox.
    expect(await listMailbox(env, { to })).toEqual([]);
  });

  it("throws when the provider refuses, records nothing and logs no body", async () => {
    const to = "refused@example.com";
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("bad key", { status: 401 }));
    const logged = vi.spyOn(console, "error");
    const error = await sendEmail(withProvider(), { ...message, to }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect((error as Error).message).toBe("E-mail provider answered 401");
    expect(await outboxRows(to)).toEqual([]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("token=abc");
  });

  it("throws a clear error in production without a provider instead of dropping the message", async () => {
    const to = "prod@example.com";
    const production = { ...env, ...PRODUCTION_VARS } as Env;
    await expect(sendEmail(production, { ...message, to })).rejects.toThrow(
      /E-mail provider not configured: set EMAIL_PROVIDER_URL and EMAIL_PROVIDER_API_KEY/,
    );
    expect(await outboxRows(to)).toEqual([]);
  });

  it("sends through the provider in production when configured", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const sent = await sendEmail(withProvider(PRODUCTION_VARS), {
      ...message,
      to: "prod-ok@example.com",
    });
    expect(sent.transport).toBe("provider");
  });
});
