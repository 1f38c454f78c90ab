// Two users (issue 16): B asking about A's bill id, naming A's provider or claim number, or using
// A's conversation gets nothing of A's — a 404 or "not in your data" — and A's records never appear
// in B's answers or citations; nothing of B's question lands in A's conversation.
import { describe, expect, it, beforeAll } from "vitest";
import { CHAT_TEXTS } from "#core/assistant/types";
import { ask, chatMessagesOf, household, type Household } from "./support/assistant";
import { signedInUser, type SignedInUser } from "./factories";

let alice: Household;
let bob: SignedInUser;
let bobBill: Household;

beforeAll(async () => {
  alice = await household("two-users-a", { premium: true, tag: "31415" });
  // Bob has his own household with other providers.
  bob = await signedInUser("two-users-b", { premium: true, firstName: "Bob", lastName: "Stone" });
  bobBill = await household("two-users-b2", { premium: true, tag: "27182" });
});

/** Nothing of Alice's in an answer: her record ids and claim numbers (and, for a stranger, her figures). */
function expectNothingOfAlice(body: { answer: string; citations: { id: string }[] }, stranger = true) {
  const everything = JSON.stringify(body);
  for (const id of [
    alice.clinicBill,
    alice.pediatricsBill,
    alice.eob,
    alice.statement,
    alice.policy,
    ...alice.clinicLines,
  ])
    expect(everything).not.toContain(id);
  for (const text of ["CLM-31415", "ACCT-31415", "PED-31415"]) expect(everything).not.toContain(text);
  if (stranger) for (const text of ["$600.50", "$185.00", "Maria"]) expect(body.answer).not.toContain(text);
}

describe("B never gets A's records", () => {
  it("B asking about A's bill by its id hears about none of it", async () => {
    const { status, body } = await ask(bob, "What does this bill charge?", { bill_id: alice.clinicBill });
    expect(status).toBe(200);
    expectNothingOfAlice(body);
  });

  it("B naming A's provider or claim number is told it is not in B's data", async () => {
    for (const question of [
      "How much do I owe Bayview Clinic?",
      "What did insurance pay on claim CLM-31415?",
      "What did Sunrise Pediatrics charge?",
    ]) {
      const { status, body } = await ask(bob, question);
      expect(status).toBe(200);
      expectNothingOfAlice(body);
      expect(body.answer).not.toMatch(/\$\d/);
    }
  });

  it("B with the same provider names gets B's own figures, never A's", async () => {
    const { body } = await ask(bobBill.user, "What did insurance pay on claim CLM-31415?");
    expectNothingOfAlice(body, false);
    expect(body.answer).not.toMatch(/\$\d/);
    const own = await ask(bobBill.user, "What does my Bayview Clinic bill charge?");
    expect(own.body.citations.map((c) => c.id)).toContain(bobBill.clinicBill);
    expectNothingOfAlice(own.body, false);
  });

  it("B using A's conversation is refused with 404, and nothing is added to it", async () => {
    const mine = await ask(alice.user, "How much do I owe Bayview Clinic?");
    const before = await chatMessagesOf(alice.user.id);
    const bobsBefore = (await chatMessagesOf(bob.id)).length;
    const refused = await ask(bob, "What did I pay?", { conversation_id: mine.body.conversation_id });
    expect(refused).toEqual({ status: 404, body: { detail: "Conversation not found" } });
    expect(await chatMessagesOf(alice.user.id)).toEqual(before);
    expect(await chatMessagesOf(bob.id)).toHaveLength(bobsBefore);
    // Alice's latest conversation is hers alone.
    const theirs = await bob.json<{ conversation: { id: string } | null }>(
      "GET",
      "/api/chat/conversations/latest",
    );
    expect(theirs.body.conversation?.id).not.toBe(mine.body.conversation_id);
  });

  it("a question about someone not in B's data says so", async () => {
    const { body } = await ask(bob, "What does my bill charge?");
    expect(body.answer).not.toContain("$");
    expect(body.answer.length).toBeGreaterThan(0);
    expect(
      [CHAT_TEXTS.notInData, "You haven't added any bills yet"].some((t) => body.answer.includes(t)),
    ).toBe(true);
  });
});
