// Family on /family and the /account card (000 §2, §4, §5, §6): Add Dependents posts one row at a
// time with the spec's messages, Edit Family Member keeps 'self' fixed, free users are refused, and
// one user never sees or changes another's members.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { addDependent, db, get, makePremium, signedInUser, visibleText } from "./factories";
import { postData } from "./support/remix-data";

const membersOf = (userId: string) =>
  db().select().from(schema.familyMembers).where(eq(schema.familyMembers.userId, userId)).all();
const selfOf = async (userId: string) =>
  (await db()
    .select()
    .from(schema.familyMembers)
    .where(and(eq(schema.familyMembers.userId, userId), eq(schema.familyMembers.relationship, "self")))
    .get())!;

describe("Add Dependents", () => {
  it("adds each complete row with one call and skips incomplete rows", async () => {
    const { user, cookie } = await signedInUser("family.add@example.com");
    await makePremium(user.id);
    const res = await postData(
      "/family",
      {
        intent: "add-dependents",
        "dependents[0].first_name": "Jamie",
        "dependents[0].last_name": "Add",
        "dependents[0].relationship": "child",
        "dependents[0].date_of_birth": "2015-04-01",
        "dependents[0].gender": "female",
        "dependents[1].first_name": "Half",
        "dependents[2].first_name": "Pat",
        "dependents[2].last_name": "Add",
        "dependents[2].relationship": "spouse",
      },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ added: 2, failures: [] });
    const names = (await membersOf(user.id)).filter((m) => m.relationship !== "self").map((m) => m.firstName);
    expect(names.sort()).toEqual(["Jamie", "Pat"]);
    const text = await visibleText(await get("/family", cookie));
    expect(text.indexOf("Me (Subscriber)")).toBeLessThan(text.indexOf("Jamie Add (child)"));
    expect(text.indexOf("Jamie Add (child)")).toBeLessThan(text.indexOf("Pat Add (spouse)"));
  });

  it("asks for at least one complete row with the spec's alert", async () => {
    const { user, cookie } = await signedInUser("family.empty@example.com");
    await makePremium(user.id);
    const res = await postData(
      "/family",
      { intent: "add-dependents", "dependents[0].first_name": "Only" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      "Please fill in at least one dependent with first name, last name, and relationship.",
    );
    expect(await membersOf(user.id)).toHaveLength(1);
  });

  it("names each row that failed: a free user is refused", async () => {
    const { user, cookie } = await signedInUser("family.free@example.com");
    const res = await postData(
      "/family",
      {
        intent: "add-dependents",
        "dependents[0].first_name": "Free",
        "dependents[0].last_name": "Kid",
        "dependents[0].relationship": "child",
      },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      "Failed to add Free Kid: Family member management requires a premium subscription. Please upgrade to access this feature.",
    );
    expect(await membersOf(user.id)).toHaveLength(1);
  });
});

describe("Edit Family Member", () => {
  it("lets a free user edit their own entry, whose relationship stays self", async () => {
    const { user, cookie } = await signedInUser("family.self@example.com");
    const self = await selfOf(user.id);
    const forged = await postData(
      "/family",
      {
        intent: "update-member",
        member_id: self.id,
        first_name: "Renamed",
        last_name: "Self",
        relationship: "spouse",
      },
      cookie,
    );
    expect(forged.text).toContain("The relationship of the account holder cannot be changed.");
    expect(await selfOf(user.id)).toMatchObject({ relationship: "self" });
    const res = await postData(
      "/family",
      {
        intent: "update-member",
        member_id: self.id,
        first_name: "Renamed",
        last_name: "Self",
        gender: "other",
      },
      cookie,
    );
    expect(res.data).toMatchObject({ saved: true });
    expect(await selfOf(user.id)).toMatchObject({
      firstName: "Renamed",
      lastName: "Self",
      relationship: "self",
      gender: "other",
    });
  });

  it("requires the names", async () => {
    const { user, cookie } = await signedInUser("family.names@example.com");
    const self = await selfOf(user.id);
    const res = await postData(
      "/family",
      { intent: "update-member", member_id: self.id, first_name: "", last_name: "" },
      cookie,
    );
    expect(res.text).toContain("First name is required");
    expect(res.text).toContain("Last name is required");
  });

  it("shows the account card's free-plan buttons and the premium Edit and Add Dependents", async () => {
    const { user, cookie } = await signedInUser("family.card@example.com");
    await addDependent(user.id, "Card", "Kid", "child");
    const free = await visibleText(await get("/account", cookie));
    expect(free).toMatch(
      /Family Members \+ Add Dependents \(Premium\) Me \(Subscriber\) Edit Card Kid \(child\) Upgrade/,
    );
    await makePremium(user.id);
    const premium = await visibleText(await get("/account", cookie));
    expect(premium).toMatch(
      /Family Members \+ Add Dependents Me \(Subscriber\) Edit Card Kid \(child\) Edit/,
    );
  });
});

describe("two users and family members", () => {
  it("cannot edit another user's member nor see it", async () => {
    const a = await signedInUser("family.alice@example.com");
    const b = await signedInUser("family.bob@example.com");
    await makePremium(a.user.id);
    await makePremium(b.user.id);
    await addDependent(a.user.id, "Aria", "Private", "child");
    const aria = (await membersOf(a.user.id)).find((m) => m.firstName === "Aria")!;
    const res = await postData(
      "/family",
      {
        intent: "update-member",
        member_id: aria.id,
        first_name: "Hacked",
        last_name: "Name",
        relationship: "other",
      },
      b.cookie,
    );
    expect(res.data).toMatchObject({ intent: "update-member" });
    expect(res.data.saved).toBeUndefined();
    expect(res.text).toContain("Family member not found");
    expect((await membersOf(a.user.id)).find((m) => m.id === aria.id)).toMatchObject({
      firstName: "Aria",
      relationship: "child",
    });
    for (const path of ["/family", "/account", "/bills", "/upload-bill"]) {
      expect(await visibleText(await get(path, b.cookie))).not.toContain("Aria");
    }
  });
});
