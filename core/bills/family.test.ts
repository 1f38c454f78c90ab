import { describe, expect, it } from "vitest";
import { compareFamilyMembers, familyDisplayName, patientLabel } from "./family";

describe("family members", () => {
  it("names the subscriber 'Me (Subscriber)' and dependents 'first last (relationship)'", () => {
    expect(familyDisplayName({ firstName: "Ann", lastName: "Lee", relationship: "self" })).toBe(
      "Me (Subscriber)",
    );
    expect(familyDisplayName({ firstName: "Sam", lastName: "Lee", relationship: "child" })).toBe(
      "Sam Lee (child)",
    );
    expect(familyDisplayName({ firstName: "Sam", lastName: "", relationship: "spouse" })).toBe(
      "Sam (spouse)",
    );
  });

  it("sorts self first, then by created_at", () => {
    const members = [
      { id: "c", relationship: "child", createdAt: 3 },
      { id: "s", relationship: "self", createdAt: 5 },
      { id: "p", relationship: "spouse", createdAt: 1 },
    ];
    expect([...members].sort(compareFamilyMembers).map((m) => m.id)).toEqual(["s", "p", "c"]);
  });

  it("labels a bill's patient 'You' or the dependent's first name", () => {
    expect(patientLabel(null)).toBe("You");
    expect(patientLabel({ firstName: "Ann", relationship: "self" })).toBe("You");
    expect(patientLabel({ firstName: "Sam", relationship: "child" })).toBe("Sam");
  });
});
