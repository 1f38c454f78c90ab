import type { MetaFunction } from "@remix-run/cloudflare";
import { CONTACT_EMAIL, InfoPage } from "~/components/marketing/chrome";
import { PREMIUM_PRICES } from "#core/format/plan-prices";

export const meta: MetaFunction = () => [{ title: "Terms of Service | Fairbill" }];

export default function Terms() {
  return (
    <InfoPage title="Terms of Service">
      <p>These terms govern your use of Fairbill. By creating an account you agree to them.</p>
      <h2 className="text-xl font-semibold text-slate-900">The service</h2>
      <p>
        Fairbill stores the medical bills and related documents you give it, compares charges with public
        reference prices, points out possible billing errors and helps you prepare dispute letters. Fairbill
        is not a law firm, an insurer or a medical provider, and its analysis is information, not legal or
        medical advice. You decide what to send and to whom.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Your account</h2>
      <p>
        You must give a valid e-mail address and keep your sign-in details to yourself. You may add dependents
        only when you are allowed to manage their medical and billing information. You are responsible for the
        accuracy of what you upload.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Plans and payment</h2>
      <p>
        The Free plan has the limits shown on the pricing page. Premium costs {PREMIUM_PRICES.monthly} per
        month or {PREMIUM_PRICES.annual} per year, renews automatically, and can be cancelled at any time; it
        stays active until the end of the paid period. You keep 100% of any savings.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Ending your account</h2>
      <p>
        You can delete your account from the account page at any time. Deleting it removes your documents,
        bills and family members. We may suspend accounts used to break the law or these terms.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Liability</h2>
      <p>
        Fairbill is provided as is. We do not guarantee that a provider or insurer will reduce a bill, and to
        the extent the law allows we are not liable for indirect losses.
      </p>
      <p>
        Questions:{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-700 underline">
          {CONTACT_EMAIL}
        </a>
      </p>
    </InfoPage>
  );
}
