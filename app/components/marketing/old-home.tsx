// The marketing page (spec 000 §2 Landing pages), shown on / outside the production app host and on /old-home.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import { MarketingPage, useVisitor } from "./chrome";
import { PREMIUM_PRICES } from "#core/format/plan-prices";

const TITLE = "Fairbill – Your partner in healthcare spending";
const DESCRIPTION = `Upload your medical bills, find billing errors and send dispute letters. Fairbill is a flat ${PREMIUM_PRICES.monthly} per month and you keep 100% of your savings.`;

export function marketingMeta(url: string): MetaDescriptor[] {
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    {
      name: "keywords",
      content:
        "medical bill, billing errors, dispute medical bill, EOB, healthcare spending, medical bill advocate",
    },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: TITLE },
    { name: "twitter:description", content: DESCRIPTION },
  ];
}

const FEATURES = [
  {
    title: "Keep every bill in one place",
    text: "Upload or e-mail bills, EOBs and insurance cards for you and your family.",
  },
  {
    title: "Find billing errors",
    text: "We compare each charge with Medicare averages and flag duplicates, upcoding and unbundling.",
  },
  {
    title: "Dispute with confidence",
    text: "Generate a dispute letter and a phone script, and track the provider's response.",
  },
];

export function OldHome({ legacySiteUrl }: { legacySiteUrl?: string }) {
  // A signed-in visitor is offered the way back to the bills instead of sign-in.
  const signedIn = Boolean(useVisitor());
  return (
    <MarketingPage legacySiteUrl={legacySiteUrl}>
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
          Stop overpaying for medical care
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Fairbill organises your medical bills, checks them for errors and helps you dispute them — for
          yourself and your family.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          {signedIn ? (
            <Link to="/bills" className={buttonClass("primary", "px-6 py-3 text-base")}>
              Go to My Bills
            </Link>
          ) : (
            <>
              <Link to="/signin" className={buttonClass("primary", "px-6 py-3 text-base")}>
                Get Started
              </Link>
              <Link to="/signin" className={buttonClass("secondary", "px-6 py-3 text-base")}>
                Sign In
              </Link>
            </>
          )}
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
        {FEATURES.map((f) => (
          <div key={f.title} className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-lg font-semibold">{f.title}</h2>
            <p className="mt-2 text-slate-600">{f.text}</p>
          </div>
        ))}
      </section>
      <section className="mx-auto mt-16 max-w-3xl px-4 text-center">
        <h2 className="text-2xl font-semibold">
          A flat {PREMIUM_PRICES.monthly} per month. You keep 100% of your savings.
        </h2>
        <p className="mt-2 text-slate-600">
          Traditional medical bill advocates charge 30% or more of what they save you.
        </p>
        <Link to={signedIn ? "/bills" : "/signin"} className={buttonClass("primary", "mt-6")}>
          {signedIn ? "Go to My Bills" : "Start for free"}
        </Link>
      </section>
    </MarketingPage>
  );
}
