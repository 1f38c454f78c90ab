import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/button";
import { InfoPage } from "~/components/marketing/chrome";

export const meta: MetaFunction = () => [{ title: "How it works | Fairbill" }];

const STEPS = [
  {
    title: "1. Collect your documents",
    text: "Upload medical bills, explanations of benefits (EOBs), prior authorizations and insurance cards, or e-mail them to your private Fairbill address.",
  },
  {
    title: "2. Check what was extracted",
    text: "Each document is read automatically. You confirm the provider, dates, amounts and service lines before anything is saved.",
  },
  {
    title: "3. Find billing errors",
    text: "Every service line is compared with the Medicare average for your area, and the bill is checked for duplicates, unbundling and upcoding.",
  },
  {
    title: "4. Dispute and track",
    text: "Generate a dispute letter and a phone script, send them to the billing office, and record what you recover.",
  },
];

export default function HowItWorks() {
  return (
    <InfoPage title="How it works">
      <p>Fairbill helps you understand, organise and dispute medical bills for yourself and your family.</p>
      <ol className="space-y-4">
        {STEPS.map((s) => (
          <li key={s.title} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">{s.title}</h2>
            <p className="mt-1">{s.text}</p>
          </li>
        ))}
      </ol>
      <Link to="/signin" className={buttonClass("primary")}>
        Get started for free
      </Link>
    </InfoPage>
  );
}
