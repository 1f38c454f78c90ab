// The sign-in and sign-up field rules (001 §5), one zod schema per form, shared by the pages
// (Conform) and the JSON API so both refuse the same input with the same words.
import { z } from "zod";
import { refuseForbiddenCharacters, textWith } from "#core/validation";
import { AUTH } from "./messages";

export const EmailField = z
  .string({ required_error: AUTH.emailRequired, invalid_type_error: AUTH.invalidEmail })
  .trim()
  .min(1, AUTH.emailRequired)
  .max(254, AUTH.invalidEmail)
  .email(AUTH.invalidEmail);

/** Sign-in only needs something typed: the length rule is for new passwords. */
export const CurrentPasswordField = textWith(AUTH.passwordRequired)
  .min(1, AUTH.passwordRequired)
  .max(256, AUTH.invalidCredentials);

export const NewPasswordField = textWith(AUTH.passwordRequired)
  .min(8, AUTH.passwordTooShort)
  .max(256, AUTH.passwordTooLong);

const OptionalName = z
  .string()
  .trim()
  .max(100, AUTH.nameTooLong)
  .superRefine(refuseForbiddenCharacters())
  .nullish();

export const SignInSchema = z.object({ email: EmailField, password: CurrentPasswordField });

/** The confirmation of a new password: a mismatch is the one message (001 §5). */
export const ConfirmPasswordField = z
  .string({ required_error: AUTH.passwordsDoNotMatch })
  .max(256, AUTH.passwordsDoNotMatch);

const NewAccountFields = z.object({
  email: EmailField,
  password: NewPasswordField,
  full_name: OptionalName,
  display_name: OptionalName,
});
const passwordsMatch = (v: { password: string; confirm_password?: string | null }) =>
  v.confirm_password == null || v.password === v.confirm_password;
const mismatch = { message: AUTH.passwordsDoNotMatch, path: ["confirm_password"] };

export const SignUpSchema = NewAccountFields.extend({ confirm_password: ConfirmPasswordField }).refine(
  passwordsMatch,
  mismatch,
);

/** The API's register body: confirm_password is optional there (the spec's call sends email, password, display_name). */
export const RegisterBodySchema = NewAccountFields.extend({
  confirm_password: ConfirmPasswordField.nullish(),
}).refine(passwordsMatch, mismatch);

export const RedirectField = z.string().max(2000).nullish();

export const MagicLinkSendSchema = z.object({ email: EmailField, redirect_url: RedirectField });

/** Digits only, exactly 6 (001 §5). */
export const MagicCodeField = textWith(AUTH.codeFormat)
  .trim()
  .regex(/^\d{6}$/, AUTH.codeFormat);

export const MagicCodeSchema = z.object({
  email: EmailField,
  code: MagicCodeField,
  redirect_url: RedirectField,
});
