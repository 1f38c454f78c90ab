// The user's conversations with the assistant (issue 16): the latest with its turns in order,
// deleting one or all, another user's conversation out of reach, the external-model opt-in, and
// the conversations gone with the account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newId } from "~/services/auth/tokens.server";
import { purgeUserRows } from "../../workers/internal/user-data";
import { db, schema, signedInUser } from "./factories";
import { chatMessagesOf } from "./support/assistant";

/** A conversation with one question and its answer, as askAssistant stores them. */
async function conversationOf(userId: string, question: string, at: number) {
  const id = newId();
  await db().insert(schema.chatConversations).values({ id, userId, createdAt: at, updatedAt: at });
  await db()
    .insert(schema.chatMessages)
    .values([
      { id: newId(), conversationId: id, userId, role: "user", text: question, counted: true, createdAt: at },
      {
        id: newId(),
        conversationId: id,
        userId,
        role: "assistant",
        text: `Answer to: ${question}`,
        citations: [{ type: "bill", id: "b-1", label: "Bayview Clinic, Mar 14, 2026" }],
        actions: [{ kind: "open_bill", label: "Open the bill", href: "/bills?bill=b-1", billId: "b-1" }],
        intent: "bill_charges",
        wordedBy: "embedded",
        createdAt: at + 1,
      },
    ]);
  return id;
}

interface Latest {
  conversation: {
    id: string;
    messages: { role: string; text: string; citations: unknown[]; actions: unknown[] }[];
  } | null;
}

describe("conversations", () => {
  it("shows the latest conversation oldest turn first, with citations and actions", async () => {
    const maria = await signedInUser("chat-latest");
    expect((await maria.json<Latest>("GET", "/api/chat/conversations/latest")).body).toEqual({
      conversation: null,
    });
    await conversationOf(maria.id, "older question", Date.now() - 60_000);
    const latest = await conversationOf(maria.id, "What do I owe?", Date.now());
    const { status, body } = await maria.json<Latest>("GET", "/api/chat/conversations/latest");
    expect(status).toBe(200);
    expect(body.conversation?.id).toBe(latest);
    expect(body.conversation?.messages.map((m) => [m.role, m.text])).toEqual([
      ["user", "What do I owe?"],
      ["assistant", "Answer to: What do I owe?"],
    ]);
    expect(body.conversation?.messages[1]).toMatchObject({
      citations: [{ type: "bill", id: "b-1", label: "Bayview Clinic, Mar 14, 2026" }],
      actions: [{ kind: "open_bill", label: "Open the bill", href: "/bills?bill=b-1", bill_id: "b-1" }],
    });
  });

  it("deletes one conversation, then all, and never another user's", async () => {
    const maria = await signedInUser("chat-delete-a");
    const bob = await signedInUser("chat-delete-b");
    const first = await conversationOf(maria.id, "one", Date.now() - 1000);
    const second = await conversationOf(maria.id, "two", Date.now());
    const bobs = await conversationOf(bob.id, "bob's", Date.now());

    expect(await bob.json("DELETE", `/api/chat/conversations/${first}`)).toEqual({
      status: 404,
      body: { detail: "Conversation not found" },
    });
    expect(await maria.json("DELETE", `/api/chat/conversations/${first}`)).toEqual({
      status: 200,
      body: { message: "Conversation deleted", conversation_id: first },
    });
    expect((await chatMessagesOf(maria.id)).map((m) => m.conversationId)).toEqual([second, second]);

    expect(await maria.json("DELETE", "/api/chat/conversations")).toEqual({
      status: 200,
      body: { message: "Conversations deleted", deleted: 1 },
    });
    expect(await chatMessagesOf(maria.id)).toEqual([]);
    // Bob's conversation is untouched by both deletions.
    expect((await bob.json<Latest>("GET", "/api/chat/conversations/latest")).body.conversation?.id).toBe(
      bobs,
    );
    expect(await chatMessagesOf(bob.id)).toHaveLength(2);
  });

  it("are removed with the account, and no one else's", async () => {
    const doomed = await signedInUser("chat-doomed");
    const bystander = await signedInUser("chat-bystander");
    await conversationOf(doomed.id, "doomed question", Date.now());
    await conversationOf(bystander.id, "bystander question", Date.now());
    await purgeUserRows(db(), doomed.id);
    const left = await db()
      .select()
      .from(schema.chatConversations)
      .where(eq(schema.chatConversations.userId, doomed.id))
      .all();
    expect([...left, ...(await chatMessagesOf(doomed.id))]).toEqual([]);
    expect(await chatMessagesOf(bystander.id)).toHaveLength(2);
  });
});

describe("the external-model opt-in", () => {
  it("is off until the user turns it on, and changes only their own account", async () => {
    const maria = await signedInUser("chat-optin-a");
    const bob = await signedInUser("chat-optin-b");
    expect((await maria.json("GET", "/api/chat/preferences")).body).toEqual({ external_model: false });
    expect(await maria.json("PUT", "/api/chat/preferences", { external_model: true })).toEqual({
      status: 200,
      body: { external_model: true },
    });
    expect((await maria.json("GET", "/api/chat/preferences")).body).toEqual({ external_model: true });
    expect((await bob.json("GET", "/api/chat/preferences")).body).toEqual({ external_model: false });

    const refused = await maria.json<{ detail: string }>("PUT", "/api/chat/preferences", {
      external_model: "yes",
    });
    expect(refused.status).toBe(422);
    expect((await maria.json("GET", "/api/chat/preferences")).body).toEqual({ external_model: true });
    await maria.json("PUT", "/api/chat/preferences", { external_model: false });
    expect((await maria.json("GET", "/api/chat/preferences")).body).toEqual({ external_model: false });
  });
});
