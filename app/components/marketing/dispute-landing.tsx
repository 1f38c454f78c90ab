// The ad landing page (spec 000 §1, §2): hero, statistics, what we check, three steps, testimonials.
import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import { MarketingPage } from "./chrome";

const STATS = [
  { value: "1,000+", label: "families helped" },
  { value: "$500+", label: "average savings" },
  { value: "80%", label: "of bills contain errors" },
];

const CHECKS = [
  "Hidden or duplicate charges",
  "Incorrect CPT and ICD-10 codes",
  "Insurance denial and adjustment mistakes",
  "Unbundled procedures and upcoding",
  "Missing network discounts",
];

const STEPS = [
  { title: "Upload your bill", text: "Take a photo or upload the PDF of your medical bill." },
  {
    title: "We find the errors",
    text: "Every charge is checked against Medicare rates and coding rules in about 60 seconds.",
  },
  {
    title: "Send your dispute",
    text: "Get a ready-to-send dispute letter and a phone script for the billing office.",
  },
];

// Sample marketing copy, not product data (spec 000 §1).
const TESTIMONIALS = [
  {
    name: "Maria",
    quote: "Fairbill found a duplicate charge on my son's ER bill. The hospital took $640 off.",
  },
  { name: "James", quote: "I had no idea my bill was coded wrong. The dispute letter did all the talking." },
  { name: "Priya", quote: "Finally one place for all of our family's bills and insurance paperwork." },
];

export function DisputeLanding({ legacySiteUrl }: { legacySiteUrl?: string }) {
  return (
    <MarketingPage legacySiteUrl={legacySiteUrl} contact>
      <section className="bg-brand-50 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
          Is your medical bill wrong?
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Upload your bill and get an analysis in about 60 seconds. Free to start, no credit card required.
        </p>
        <Link to="/signin" className={buttonClass("primary", "mt-8 px-6 py-3 text-base")}>
          Upload My Bill
        </Link>
      </section>
      <section
        className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-12 text-center md:grid-cols-3"
        aria-label="Statistics"
      >
        {STATS.map((s) => (
          <div key={s.label}>
            <p className="text-4xl font-bold text-brand-700">{s.value}</p>
            <p className="mt-1 text-slate-600">{s.label}</p>
          </div>
        ))}
      </section>
      <section className="mx-auto max-w-3xl px-4 py-8">
        <h2 className="text-2xl font-semibold">What we check</h2>
        <ul className="mt-4 space-y-2">
          {CHECKS.map((c) => (
            <li key={c} className="flex gap-2 text-slate-700">
              <span className="text-success" aria-hidden="true">
                ✓
              </span>
              {c}
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="text-center text-2xl font-semibold">How it works</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-6">
              <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="text-center text-2xl font-semibold">What families say</h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="rounded-lg bg-slate-50 p-6">
              <blockquote className="text-slate-700">“{t.quote}”</blockquote>
              <figcaption className="mt-3 font-semibold text-slate-900">— {t.name}</figcaption>
            </figure>
          ))}
        </div>
        <div className="mt-10 text-center">
          <Link to="/signin" className={buttonClass("primary", "px-6 py-3 text-base")}>
            Check My Bill for Free
          </Link>
        </div>
      </section>
    </MarketingPage>
  );
}
