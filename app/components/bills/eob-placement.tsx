// A bill and its EOBs (issue 17, ADR 078): "Wait for the EOB" while a covered bill has none, and
// the EOB the matcher suggests for it, with Attach it / Not this bill (one click, then the page's
// data is read again).
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { EOB_PLACEMENT_TEXTS as TEXTS } from "#core/documents/eob-placement";
import { formatDate } from "#core/format/dates";
import type { SuggestedEobJson } from "~/services/bills/index.server";
import { Alert } from "../alert";
import { Button } from "../button";
import { attachEobToBill, dismissBillSuggestion, RequestFailed } from "../resources";

/** The badge, with its one-line explanation on hover and for screen readers. */
export function WaitForEobBadge() {
  return (
    <span
      title={TEXTS.awaitingExplanation}
      className="inline-flex items-center whitespace-nowrap rounded-full bg-warning-50 px-2 py-0.5 text-fine font-semibold text-warning"
    >
      {TEXTS.awaitingBadge}
      <span className="sr-only">: {TEXTS.awaitingExplanation}</span>
    </span>
  );
}

/** The bill page's notice: the badge and the explanation in full. */
export function WaitForEob() {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-control border border-warning-line bg-warning-50 p-3 text-body text-warning"
    >
      <span className="font-semibold">{TEXTS.awaitingBadge}</span>
      <span>{TEXTS.awaitingExplanation}</span>
    </div>
  );
}

/** "Acme Health, Mar 2, 2026": what the suggestion says the EOB is. */
export function suggestionLabel(eob: SuggestedEobJson): string {
  const parts = [eob.insurance_company, eob.service_date ? formatDate(eob.service_date) : null].filter(
    Boolean,
  );
  return parts.length ? parts.join(", ") : TEXTS.unknownInsurer;
}

function Suggestion({ billId, eob }: { billId: string; eob: SuggestedEobJson }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"attach" | "dismiss" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (what: "attach" | "dismiss") => {
    setBusy(what);
    setError(null);
    try {
      await (what === "attach" ? attachEobToBill(eob.id, billId) : dismissBillSuggestion(eob.id, billId));
      revalidator.revalidate();
    } catch (failure) {
      setError(
        (failure instanceof RequestFailed && failure.detail) || "Something went wrong. Please try again.",
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="rounded-control border border-brand-600/30 bg-brand-50 p-3 text-body text-brand-700">
      <p>{TEXTS.suggestion(suggestionLabel(eob))}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy !== null} onClick={() => act("attach")}>
          {busy === "attach" ? "Attaching..." : TEXTS.attach}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => act("dismiss")}>
          {TEXTS.dismiss}
        </Button>
      </div>
      {error ? (
        <div className="mt-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </li>
  );
}

/** The EOBs suggested for this bill; nothing when there are none. */
export function SuggestedEobs({ billId, suggestions }: { billId: string; suggestions: SuggestedEobJson[] }) {
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label="Suggested EOBs" className="space-y-2">
      {suggestions.map((eob) => (
        <Suggestion key={eob.id} billId={billId} eob={eob} />
      ))}
    </ul>
  );
}
