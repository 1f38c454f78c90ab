// The Account page's "Sign-in and security" forms: one zod schema each, shared by the browser
// (Conform) and the action, with the sign-up rules for new passwords (001 §5).
import { z } from "zod";
import { ConfirmPasswordField, MagicCodeField, NewPasswordField } from "~/services/auth/forms";
import { AUTH } from "~/services/auth/messages";

export const SECURITY_INTENTS = [
  "step-up-send",
  "step-up-verify",
  "change-password",
  "sign-out-everywhere",
  "sign-out-device",
] as const;

export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

export const isSecurityIntent = (value: unknown): value is SecurityIntent =>
  typeof value === "string" && (SECURITY_INTENTS as readonly string[]).includes(value);

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    current_password: z.string().max(256, AUTH.currentPasswordWrong).optional(),
    new_password: NewPasswordField,
    confirm_password: ConfirmPasswordField,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: AUTH.passwordsDoNotMatch,
    path: ["confirm_password"],
  });

export const StepUpCodeSchema = z.object({ intent: z.literal("step-up-verify"), code: MagicCodeField });

export const SignOutDeviceSchema = z.object({
  intent: z.literal("sign-out-device"),
  session_id: z.string().min(1).max(128),
});

/** What the action answers for these forms. */
export interface SecurityActionData {
  intent: SecurityIntent;
  ok: boolean;
  message?: string;
  /** The Conform result of the password or code form. */
  result?: import("@conform-to/react").SubmissionResult<string[]>;
}

/** One signed-in device as the page shows it: the labels are worded on the server (no clock skew in hydration). */
export interface SessionView {
  id: string;
  device: string;
  lastUsed: string;
  signedIn: string;
  current: boolean;
}

export interface SecurityView {
  hasPassword: boolean;
  /** Minutes left in which a password change or deletion needs no further proof; 0 when not fresh. */
  freshMinutes: number;
  sessions: SessionView[];
}
