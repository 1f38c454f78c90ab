// The account page's forms: one zod schema each, shared by the browser (Conform) and the action.
import { z } from "zod";

export const ZIPCODE_MAX_LENGTH = 10;
export const DELETE_CONFIRMATION_WORD = "delete";
export const DELETE_CONFIRMATION_MESSAGE = 'Please type "delete" to confirm account deletion.';

export const ZipcodeSchema = z.object({
  intent: z.literal("zipcode"),
  zipcode: z
    .string({ required_error: "Please enter a valid ZIP code" })
    .trim()
    .min(1, "Please enter a valid ZIP code")
    .max(ZIPCODE_MAX_LENGTH, `ZIP code must be at most ${ZIPCODE_MAX_LENGTH} characters`),
});

/** Case-insensitive, as the spec asks (000 §5). */
export function isDeleteConfirmed(value: string | undefined): boolean {
  return (value ?? "").trim().toLowerCase() === DELETE_CONFIRMATION_WORD;
}

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  confirmation: z
    .string({ required_error: DELETE_CONFIRMATION_MESSAGE })
    .max(50, DELETE_CONFIRMATION_MESSAGE)
    .refine(isDeleteConfirmed, DELETE_CONFIRMATION_MESSAGE),
});

export const zipcodeErrorMessage = (message?: string) =>
  `Error updating ZIP code: ${message || "Failed to update zipcode"}`;
export const deleteAccountErrorMessage = (detail?: string) =>
  `Failed to delete account: ${detail || "Unknown error"}`;

export const UPGRADE_SUCCESS_MESSAGE =
  "Premium subscription activated successfully! Your account has been upgraded.";
export const UPGRADE_PENDING_MESSAGE =
  "Your subscription was processed but may need a moment to update. Please refresh this page in a few seconds.";
