// /signin: password sign-in and sign-up with a toggle, Google, and magic-link sign-in (001 §2).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signinClientAction } from "~/components/account/network-messages";
import { Field, FormAlert, GoogleButton, SubmitButton } from "~/components/sign-in/fields";
import { MagicLinkPanel } from "~/components/sign-in/magic-link-panel";
import { SignInSchema, SignUpSchema } from "~/services/auth/forms";
import { signinAction, signinLoader, type SigninActionData } from "./signin.server";

export const meta: MetaFunction = () => [{ title: "Sign in · Fairbill" }];

export const loader = (args: LoaderFunctionArgs) => signinLoader(args);
export const action = (args: ActionFunctionArgs) => signinAction(args);
export const clientAction = signinClientAction;

export default function SigninPage() {
  const { mode, redirectTo, banner, googleHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SigninActionData | undefined;
  const modeHref = (m: "signin" | "signup") => {
    const params = new URLSearchParams();
    if (m === "signup") params.set("mode", "signup");
    if (redirectTo) params.set("redirectTo", redirectTo);
    const q = params.toString();
    return q ? `/signin?${q}` : "/signin";
  };
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 to-brand-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/" className="text-2xl font-bold tracking-tight">
          Fairbill
        </Link>
        <div className="max-w-md">
          <p className="text-sm font-semibold uppercase tracking-widest text-blue-100">
            Your partner in healthcare spending
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight">
            Understand every medical bill. Dispute the ones that are wrong.
          </h1>
          <ul className="mt-8 space-y-3 text-blue-50">
            <li className="flex gap-3">
              <Check /> Compare charges with Medicare averages
            </li>
            <li className="flex gap-3">
              <Check /> Spot billing errors and generate dispute letters
            </li>
            <li className="flex gap-3">
              <Check /> Keep bills for your whole family in one place
            </li>
          </ul>
        </div>
        <p className="text-sm text-blue-100">Free to start. No credit card.</p>
      </aside>

      <div className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Link
            to="/"
            className="mb-8 block text-center text-2xl font-bold tracking-tight text-brand-600 lg:hidden"
          >
            Fairbill
          </Link>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-semibold text-slate-900">
              {mode === "signup" ? "Create your account" : "Welcome back"}
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              {mode === "signup"
                ? "Start tracking and disputing medical bills."
                : "Sign in to your Fairbill account."}
            </p>

            {banner ? (
              <div
                role="alert"
                className="mt-5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-800"
              >
                {banner}
              </div>
            ) : null}

            <nav
              className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium"
              aria-label="Sign in or sign up"
            >
              {(["signin", "signup"] as const).map((m) => (
                <Link
                  key={m}
                  to={modeHref(m)}
                  replace
                  aria-current={mode === m ? "page" : undefined}
                  className={`rounded-md px-3 py-2 text-center transition ${
                    mode === m ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-800"
                  }`}
                >
                  {m === "signin" ? "Sign In" : "Sign Up"}
                </Link>
              ))}
            </nav>

            <div className="mt-6">
              <GoogleButton href={googleHref} />
            </div>
            <Divider>or use your email</Divider>

            {mode === "signup" ? (
              <SignUpForm redirectTo={redirectTo} actionData={actionData} />
            ) : (
              <SignInForm redirectTo={redirectTo} actionData={actionData} />
            )}

            <Divider>or</Divider>
            <MagicLinkPanel
              redirectTo={redirectTo}
              form={actionData?.form ?? null}
              lastResult={actionData?.result}
              sent={actionData?.sent ?? null}
            />
          </div>
          <p className="mt-6 text-center text-xs text-slate-500">
            By continuing you agree to our{" "}
            <a href="/terms.html" className="underline hover:text-slate-700">
              Terms
            </a>{" "}
            and{" "}
            <a href="/privacy.html" className="underline hover:text-slate-700">
              Privacy Policy
            </a>
            .
          </p>
        </div>
      </div>
    </div>
  );
}

interface FormProps {
  redirectTo: string | null;
  actionData?: SigninActionData;
}

function useBusy(formName: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("form") === formName;
}

function SignInForm({ redirectTo, actionData }: FormProps) {
  const [form, fields] = useForm({
    id: "signin",
    lastResult: actionData?.form === "signin" ? actionData.result : undefined,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="form" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="Email" field={fields.email} type="email" autoComplete="email" />
      <Field label="Password" field={fields.password} type="password" autoComplete="current-password" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SubmitButton busy={useBusy("signin")} busyText="Signing in...">
        Sign In
      </SubmitButton>
    </Form>
  );
}

function SignUpForm({ redirectTo, actionData }: FormProps) {
  const [form, fields] = useForm({
    id: "signup",
    lastResult: actionData?.form === "signup" ? actionData.result : undefined,
    constraint: getZodConstraint(SignUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="form" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="Full name" hint="(optional)" field={fields.full_name} type="text" autoComplete="name" />
      <Field label="Email" field={fields.email} type="email" autoComplete="email" />
      <Field
        label="Display name"
        hint="(optional, defaults to the part of your email before the @)"
        field={fields.display_name}
        type="text"
        autoComplete="nickname"
      />
      <Field
        label="Password"
        hint="(at least 8 characters)"
        field={fields.password}
        type="password"
        autoComplete="new-password"
      />
      <Field
        label="Confirm password"
        field={fields.confirm_password}
        type="password"
        autoComplete="new-password"
      />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SubmitButton busy={useBusy("signup")} busyText="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}

function Divider({ children }: { children: React.ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-ink-subtle">
      <span className="h-px flex-1 bg-slate-200" />
      {children}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 h-5 w-5 flex-none text-blue-200"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}
