// Where the chat widget is (001 §2: every page but sign-in, verify-email, debug and the root; a
// visitor on a public page is invited to sign in) and the Account page's "AI assistant" card: the
// external-model opt-in and deleting the chat history, each for the signed-in user only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_SETTINGS_TEXTS as T } from "~/components/assistant/settings-texts";
import { newId } from "~/services/auth/tokens.server";
import { db, get, pageText, schema, signedInUser, type SignedInUser } from "./factories";
import { postData } from "./support/remix-data";

const LAUNCHER = /<button[^>]*aria-expanded="false"[^>]*>[\s\S]*?Ask Fairbill<\/button>/;

let cara: SignedInUser;
let dev: SignedInUser;

/** A stored conversation of one question and one answer. */
async function conversationOf(userId: string) {
  const id = newId();
  await db().insert(schema.chatConversations).values({ id, userId });
  await db()
    .insert(schema.chatMessages)
    .values([
      { id: newId(), conversationId: id, userId, role: "user", text: "What do I owe?" },
      { id: newId(), conversationId: id, userId, role: "assistant", text: "You owe $40.00." },
    ]);
  return id;
}

const conversationsOf = (userId: string) =>
  db().select().from(schema.chatConversations).where(eq(schema.chatConversations.userId, userId)).all();
const optInOf = async (userId: string) =>
  (await db().select().from(schema.users).where(eq(schema.users.id, userId)).get())?.aiExternalOptIn;

beforeAll(async () => {
  cara = await signedInUser("widget-cara");
  dev = await signedInUser("widget-dev");
});

describe("the chat widget's place", () => {
  it("is on the signed-in pages", async () => {
    for (const path of ["/bills", "/insights", "/account", "/upload-bill"]) {
      const res = await get(path, cara.cookie);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(LAUNCHER);
    }
  });

  it("is on public pages for visitors, and not on sign-in, verify-email, debug or the root", async () => {
    for (const path of ["/about", "/how-it-works", "/pricing"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(LAUNCHER);
    }
    for (const path of ["/", "/signin", "/signin/legacy", "/verify-email", "/debug"]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toContain("Ask Fairbill");
    }
  });
});

describe("the Account page's AI assistant card", () => {
  it("shows the opt-in, off until the user turns it on, with what leaves Fairbill", async () => {
    const text = pageText(await (await get("/account", cara.cookie)).text());
    expect(text).toContain(T.title);
    expect(text).toContain(T.optInLabel);
    expect(text).toContain(
      "Names, member IDs and claim numbers are replaced before anything leaves Fairbill",
    );
    expect(await optInOf(cara.id)).toBe(false);
  });

  it("turns the external model on and off for the signed-in user only", async () => {
    const on = await postData("/account", { intent: "assistant-opt-in", external_model: "on" }, cara.cookie);
    expect(on.data).toMatchObject({ saved: true, message: T.optedIn });
    expect(await optInOf(cara.id)).toBe(true);
    expect(await optInOf(dev.id)).toBe(false);
    const off = await postData(
      "/account",
      { intent: "assistant-opt-in", external_model: "off" },
      cara.cookie,
    );
    expect(off.data).toMatchObject({ saved: true, message: T.optedOut });
    expect(await optInOf(cara.id)).toBe(false);
  });

  it("deletes the user's whole chat history and nobody else's", async () => {
    await conversationOf(cara.id);
    await conversationOf(cara.id);
    await conversationOf(dev.id);
    const res = await postData("/account", { intent: "delete-chat-history" }, cara.cookie);
    expect(res.data).toMatchObject({ saved: true, message: T.historyDeleted });
    expect(await conversationsOf(cara.id)).toHaveLength(0);
    expect(await conversationsOf(dev.id)).toHaveLength(1);
  });
});
