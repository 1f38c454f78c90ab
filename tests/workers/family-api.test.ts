// Family members (000 §3-§7, 001 §7): self first then by creation, 'Me (Subscriber)', premium-only
// dependents, free users editing only their own entry, and the self relationship fixed.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { addDependent, callJson, db, signedInUser } from "./factories";

type Member = {
  id: string;
  first_name: string;
  last_name: string;
  relationship: string;
  display_name: string;
  is_primary: boolean;
  name: string;
};

describe("family members", () => {
  it("lists self first, then dependents by when they were added", async () => {
    const ann = await signedInUser("ann");
    await addDependent(ann.id, "Zed", "Rivera", "parent", 2_000);
    await addDependent(ann.id, "Amy", "Rivera", "child", 1_000);
    const list = await callJson<Member[]>("GET", "/api/family/members", ann.token);
    expect(list.body.map((m) => [m.display_name, m.is_primary])).toEqual([
      ["Me (Subscriber)", true],
      ["Amy Rivera (child)", false],
      ["Zed Rivera (parent)", false],
    ]);
    const same = await callJson<Member[]>("GET", "/api/bills/family", ann.token);
    expect(same.body).toEqual(list.body);
  });

  it("adds dependents for premium users only", async () => {
    const free = await signedInUser("free");
    const row = {
      first_name: "Sam",
      last_name: "Rivera",
      relationship: "child",
      date_of_birth: "2015-04-02",
      gender: "male",
    };
    const refused = await callJson("POST", "/api/family/members", free.token, row);
    expect(refused).toEqual({
      status: 403,
      body: {
        detail:
          "Family member management requires a premium subscription. Please upgrade to access this feature.",
      },
    });
    expect((await callJson("POST", "/api/bills/family", free.token, row)).status).toBe(403);
    const premium = await signedInUser("premium", { premium: true, firstName: "Alex", lastName: "Rivera" });
    const added = await callJson<Member>("POST", "/api/family/members", premium.token, row);
    expect(added).toMatchObject({
      status: 200,
      body: {
        first_name: "Sam",
        relationship: "child",
        name: "Sam Rivera",
        display_name: "Sam Rivera (child)",
        is_primary: false,
      },
    });
    const viaBills = await callJson<Member>("POST", "/api/bills/family", premium.token, {
      ...row,
      first_name: "Kim",
      date_of_birth: "",
    });
    expect(viaBills.status).toBe(200);
    const list = await callJson<Member[]>("GET", "/api/family/members", premium.token);
    expect(list.body.map((m) => m.first_name)).toEqual(["Alex", "Sam", "Kim"]);
  });

  it("answers each Add Dependents row's validation message", async () => {
    const p = await signedInUser("p", { premium: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ last_name: "R", relationship: "child" }, "First name is required"],
      [{ first_name: "S", relationship: "child" }, "Last name is required"],
      [{ first_name: "S", last_name: "R" }, "Relationship is required"],
      [
        { first_name: "S", last_name: "R", relationship: "cousin" },
        "Relationship must be spouse, child, parent or other",
      ],
      [
        { first_name: "S", last_name: "R", relationship: "self" },
        "Relationship must be spouse, child, parent or other",
      ],
      [
        { first_name: "S", last_name: "R", relationship: "child", date_of_birth: "2015-13-01" },
        "Please enter a valid date of birth (YYYY-MM-DD)",
      ],
      [
        { first_name: "S", last_name: "R", relationship: "child", gender: "x" },
        "Gender must be male, female or other",
      ],
    ];
    for (const [body, detail] of cases) {
      expect(await callJson("POST", "/api/family/members", p.token, body)).toMatchObject({
        status: 422,
        body: { detail },
      });
    }
  });

  it("lets a free user edit only their own entry, whose relationship stays 'self'", async () => {
    const free = await signedInUser("free-edit");
    const kid = await addDependent(free.id, "Old", "Kid", "child");
    const self = await callJson<Member>("PUT", `/api/family/members/${free.selfId}`, free.token, {
      first_name: "Alexandra",
      last_name: "Stone",
    });
    expect(self).toMatchObject({
      status: 200,
      body: { first_name: "Alexandra", display_name: "Me (Subscriber)", relationship: "self" },
    });
    const user = await db().select().from(schema.users).where(eq(schema.users.id, free.id)).get();
    expect(user).toMatchObject({ firstName: "Alexandra", lastName: "Stone" });
    const fixed = await callJson("PUT", `/api/family/members/${free.selfId}`, free.token, {
      relationship: "spouse",
    });
    expect(fixed).toEqual({
      status: 422,
      body: { detail: "The relationship of the account holder cannot be changed." },
    });
    const dependent = await callJson("PUT", `/api/family/members/${kid}`, free.token, { first_name: "New" });
    expect(dependent.status).toBe(403);
  });

  it("lets a premium user edit dependents but never make one 'self'", async () => {
    const p = await signedInUser("prem-edit", { premium: true });
    const kid = await addDependent(p.id, "Old", "Kid", "child");
    const edited = await callJson<Member>("PUT", `/api/family/members/${kid}`, p.token, {
      first_name: "New",
      relationship: "other",
    });
    expect(edited.body).toMatchObject({
      first_name: "New",
      relationship: "other",
      display_name: "New Kid (other)",
    });
    const promoted = await callJson("PUT", `/api/family/members/${kid}`, p.token, { relationship: "self" });
    expect(promoted).toMatchObject({
      status: 422,
      body: { detail: "Relationship must be spouse, child, parent or other" },
    });
  });
});
