import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { InfoPage } from "~/components/marketing/chrome";
import { PREMIUM_PRICES } from "#core/format/plan-prices";

export const meta: MetaFunction = () => [{ title: "About | Fairbill" }];

export default function About() {
  return (
    <InfoPage title="About Fairbill">
      <p>
        Fairbill is your partner in healthcare spending. Medical bills are hard to read and often wrong, and
        most people pay them because checking them takes hours they do not have.
      </p>
      <p>
        We built Fairbill so that individuals and families can keep every bill, EOB and insurance document in
        one place, see what a fair price would have been, and dispute errors with a letter that cites the
        codes and rules involved.
      </p>
      <p>
        Unlike traditional medical bill advocates, who charge 30% or more of what they recover, Fairbill
        Premium is a flat {PREMIUM_PRICES.monthly} per month and you keep 100% of your savings.
      </p>
      <p>
        See{" "}
        <Link to="/how-it-works" className="text-brand-700 underline">
          how it works
        </Link>{" "}
        or compare{" "}
        <Link to="/pricing" className="text-brand-700 underline">
          our plans
        </Link>
        .
      </p>
    </InfoPage>
  );
}
