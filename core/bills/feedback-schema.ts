// The feedback modal (001 §3, §5): a star rating is required; the comment is trimmed.
import { z } from "zod";
import { blankToUndefined, flag, numeric, optionalAmount, optionalText } from "./fields";
import { FEEDBACK_MESSAGES } from "./messages";

/** The prompts that ask for feedback (001 §4); any other lower-case name is kept, a missing one is 'general'. */
export const FEEDBACK_TRIGGERS = ["bill_resolved", "post_analysis", "general"] as const;
export type FeedbackTrigger = (typeof FEEDBACK_TRIGGERS)[number];

/** The feedback modal (001 §3, §5): a star rating is required; the comment is trimmed; display permission defaults on. */
export const FeedbackSchema = z.object({
  rating: z.preprocess(
    numeric,
    z
      .number({
        required_error: FEEDBACK_MESSAGES.ratingRequired,
        invalid_type_error: FEEDBACK_MESSAGES.ratingRequired,
      })
      .int(FEEDBACK_MESSAGES.ratingRequired)
      .min(1, FEEDBACK_MESSAGES.ratingRequired)
      .max(5, FEEDBACK_MESSAGES.ratingRequired),
  ),
  comment: optionalText(2000, { multiline: true }),
  trigger_event: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(50)
        .regex(/^[a-z_]+$/)
        .optional(),
    )
    .transform((v) => v ?? "general"),
  savings_amount: optionalAmount.transform((v) => v ?? null),
  bill_id: optionalText(64),
  display_permission: flag.optional().transform((v) => v ?? true),
});
export type FeedbackInput = z.input<typeof FeedbackSchema>;
