// The audit log of sign-in: each sign-in with its method, failures, sign-outs, password changes and
// step-ups; subjects by user id or a hash, never an e-mail address.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, bearer, cookieOf, postForm, postJson, uniqueEmail } from "./factories";
import { latestMagicCode, login, mailbox, register } from "./support/auth";

async function auditOf(subjectId: string) {
  const { results } = await env.DB.prepare(
    "SELECT action, details FROM audit_log WHERE subject_id = ? ORDER BY rowid",
  )
    .bind(subjectId)
    .all<{ action: string; details: string | null }>();
  return results.map((r) => `${r.action} ${r.details ?? ""}`.trim());
}

describe("the audit log of sign-in", () => {
  it("records sign-ins by method, sign-outs, step-ups and password changes under the user id", async () => {
    const email = uniqueEmail("audited");
    const { access_token, user } = await register(email, "first-password-1");
    expect((await login(email, "first-password-1")).status).toBe(200);
    await postJson("/api/auth/magic-link/send", { email });
    await postJson(
      "/api/auth/magic-link/verify-code",
      { email, code: await latestMagicCode(email) },
      bearer(access_token),
    );
    await postJson("/api/auth/step-up/send", {}, bearer(access_token));
    const [mail] = await mailbox(email);
    await postJson(
      "/api/auth/step-up/verify",
      { code: /: (\d{6})/.exec(mail.text)![1] },
      bearer(access_token),
    );
    await postForm(
      "/account",
      {
        intent: "change-password",
        current_password: "first-password-1",
        new_password: "second-pw-22",
        confirm_password: "second-pw-22",
      },
      cookieOf(access_token),
    );
    await SELF.fetch(`${BASE}/api/auth/logout`, { method: "POST", headers: bearer(access_token) });

    const trail = await auditOf(user.id as string);
    expect(trail).toEqual([
      'user.registered {"method":"password"}',
      'auth.signed_in {"method":"registration"}',
      'auth.signed_in {"method":"password"}',
      'user.email_verified {"method":"magic_code"}',
      'auth.signed_in {"method":"magic_code"}',
      "auth.step_up_sent",
      'auth.step_up {"method":"email_code"}',
      "auth.password_changed",
      'auth.signed_out {"scope":"this_device"}',
    ]);
    expect((await login(email, "second-pw-22")).status).toBe(200);
  });

  it("records failures by a hash of the address, never the address itself", async () => {
    const email = uniqueEmail("failing");
    await register(email, "right-password-1");
    expect((await login(email, "wrong-password")).status).toBe(401);
    await postJson("/api/auth/magic-link/send", { email });
    const right = await latestMagicCode(email);
    await postJson("/api/auth/magic-link/verify-code", {
      email,
      code: right === "000000" ? "111111" : "000000",
    });
    const { results } = await env.DB.prepare(
      "SELECT action, subject_type, subject_id, details FROM audit_log WHERE action IN ('auth.password_failed', 'auth.code_failed') ORDER BY rowid",
    ).all<{ action: string; subject_type: string; subject_id: string; details: string }>();
    expect(results.map((r) => [r.action, r.subject_type, r.details])).toEqual([
      ["auth.password_failed", "email", '{"method":"password"}'],
      ["auth.code_failed", "email", '{"method":"magic_code"}'],
    ]);
    for (const r of results) expect(r.subject_id).toMatch(/^[0-9a-f]{64}$/);
    const { results: all } = await env.DB.prepare("SELECT subject_id, details FROM audit_log").all<{
      subject_id: string;
      details: string | null;
    }>();
    for (const row of all) expect(`${row.subject_id} ${row.details ?? ""}`).not.toContain("@");
  });
});
