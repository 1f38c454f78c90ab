// The account page's forms: one zod schema each, shared by the browser (Conform) and the action.
import { z } from "zod";
import { zipCode } from "#core/validation";

export { ZIP_CODE_MAX_LENGTH } from "#core/validation";

export const DELETE_CONFIRMATION_WORD = "delete";
export const DELETE_CONFIRMATION_MESSAGE = 'Please type "delete" to confirm account deletion.';

/** The ZIP code form: core's rule, the same PUT /api/auth/zipcode checks (5 digits or ZIP+4). */
export const ZipcodeSchema = z.object({ intent: z.literal("zipcode"), zipcode: zipCode() });

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
