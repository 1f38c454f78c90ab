import { describe, expect, it } from "vitest";
import { FEEDBACK_TRIGGERS, FeedbackSchema } from "./feedback-schema";

const verdict = (input: Record<string, unknown>) => {
  const parsed = FeedbackSchema.safeParse(input);
  return parsed.success ? parsed.data : parsed.error.issues[0].message;
};

describe("feedback (001 §5): the one schema the modal's action and POST /api/feedback share", () => {
  it.each([1, 2, 3, 4, 5, "3"])("takes the star rating %s", (rating) => {
    expect(verdict({ rating })).toMatchObject({ rating: Number(rating) });
  });

  it.each([undefined, "", 0, 6, 2.5, "abc"])("asks for a star rating given %s", (rating) => {
    expect(verdict({ rating })).toBe("Please select a star rating.");
  });

  it("keeps the prompts' triggers, defaults to general and display permission on", () => {
    for (const trigger_event of FEEDBACK_TRIGGERS) {
      expect(verdict({ rating: 5, trigger_event })).toMatchObject({ trigger_event });
    }
    expect(verdict({ rating: 5 })).toMatchObject({ trigger_event: "general", display_permission: true });
    expect(verdict({ rating: 5, display_permission: "off" })).toMatchObject({ display_permission: false });
  });
});
