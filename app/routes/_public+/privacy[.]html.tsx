import type { MetaFunction } from "@remix-run/cloudflare";
import { CONTACT_EMAIL, InfoPage } from "~/components/marketing/chrome";

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Fairbill" }];

export default function Privacy() {
  return (
    <InfoPage title="Privacy Policy">
      <p>This policy explains what Fairbill collects, why, and what you can do about it.</p>
      <h2 className="text-xl font-semibold text-slate-900">What we collect</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Account details: your e-mail address, name, ZIP code and sign-in records.</li>
        <li>Family members you add: names, relationship, and optionally date of birth and gender.</li>
        <li>
          Documents you upload or e-mail to your Fairbill address, and the text and amounts read from them.
        </li>
        <li>
          Subscription status. Card details are handled by our payment processor and never stored by Fairbill.
        </li>
      </ul>
      <h2 className="text-xl font-semibold text-slate-900">How we use it</h2>
      <p>
        Only to run the service: to read your documents, compare charges, prepare letters you ask for, and
        send you account e-mails. We do not sell your data and we do not use your health information for
        advertising.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Where it is kept</h2>
      <p>
        Your data is stored encrypted by our hosting provider. Health details are kept out of logs and web
        addresses. Only you can see your documents and bills.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Your choices</h2>
      <p>
        You can correct your details on the account page and delete your account at any time, which removes
        your documents, bills and family members.
      </p>
      <p>
        Questions or requests:{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-700 underline">
          {CONTACT_EMAIL}
        </a>
      </p>
    </InfoPage>
  );
}
