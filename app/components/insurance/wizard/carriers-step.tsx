// Step 2, 'Insurance Company & Subscriber Information' (001 §2, §5): the company autocomplete (from
// 2 characters, 300 ms after the last keystroke, a list of at most 300px), a company typed in free
// text, the selected-company box, the tips, the subscriber ID and the button that goes on.
import { useState } from "react";
import { MIN_CARRIER_QUERY } from "#core/insurance/carrier-search";
import type { Carrier } from "#core/insurance/types";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import {
  MEDICARE_ADVANTAGE,
  carriersComplete,
  customCarrierLabel,
  customCarrierName,
  type WizardCarrier,
  type WizardState,
} from "#core/insurance/wizard";
import { useSuggestions } from "../../bills/use-suggestions";
import { Button } from "../../button";
import { Field, inputClass } from "../../field";
import { plansFor, type WizardCalls } from "./calls";

const TIPS = [
  "Search by the company name printed on your insurance card",
  "Abbreviations work too, such as BCBS or UHC",
  "Try the parent company's name (for example, Elevance Health for Anthem)",
];

function continueLabel(state: WizardState, carrier: WizardCarrier | null) {
  if (carrier && carrier.carrier_id === null) return "Continue to Plan Details";
  if (state.planTypeId === MEDICARE_ADVANTAGE) return "Continue to Plans";
  if (state.category === "individual") return "Continue";
  return "Continue to Family Members";
}

export function CarriersStep({
  calls,
  state,
  onContinue,
}: {
  calls: WizardCalls;
  state: WizardState;
  onContinue: (carrier: WizardCarrier, subscriberId: string, plansAvailable: boolean) => void;
}) {
  const [text, setText] = useState("");
  const [carrier, setCarrier] = useState<WizardCarrier | null>(state.carrier);
  const [subscriberId, setSubscriberId] = useState(state.subscriberId);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useSuggestions<Carrier>(
    (q, signal) => calls.searchCarriers(q, signal),
    MIN_CARRIER_QUERY,
    carrier ? "" : text,
  );
  const typed = customCarrierName(text);
  const complete = carriersComplete(carrier, subscriberId);
  const listed = text.trim().length >= MIN_CARRIER_QUERY;

  const choose = (next: WizardCarrier) => {
    setCarrier(next);
    setText("");
    setProblem(null);
  };
  const submit = async () => {
    if (!carrier || !complete) {
      setProblem(INSURANCE_MESSAGES.companyAndIdRequired);
      return;
    }
    if (state.category !== "individual" || carrier.carrier_id === null) {
      onContinue(carrier, subscriberId, false);
      return;
    }
    // Individual/Family goes to the plans only when the catalogue has the carrier's plans here.
    setChecking(true);
    const plans = await plansFor(calls, state, carrier.carrier_id).catch(() => []);
    setChecking(false);
    onContinue(carrier, subscriberId, plans.length > 0);
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {carrier ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-600 bg-brand-50 p-4">
          <div className="min-w-0">
            <p className="text-fine text-ink-muted">Selected company</p>
            <p className="font-semibold break-words text-ink">{carrier.name}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setCarrier(null)}>
            Change
          </Button>
        </div>
      ) : (
        <div>
          <Field label="Insurance company" hint={`Type at least ${MIN_CARRIER_QUERY} characters`}>
            {(control) => (
              <input
                {...control}
                data-autofocus
                role="combobox"
                aria-expanded={listed}
                aria-controls={listed ? "carrier-results" : undefined}
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          {listed ? (
            <ul
              id="carrier-results"
              aria-label="Insurance companies"
              className="mt-2 max-h-[300px] divide-y divide-line overflow-y-auto rounded-control border border-line"
            >
              {found.options.map((c) => (
                <li key={c.carrier_id}>
                  <button
                    type="button"
                    className="block w-full px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                    onClick={() => choose({ carrier_id: c.carrier_id, name: c.display_name })}
                  >
                    <span className="block font-medium text-ink">{c.display_name}</span>
                    <span className="block text-fine text-ink-muted">{c.plan_count} plans available</span>
                    {c.marketing_name && c.marketing_name !== c.display_name ? (
                      <span className="block text-fine text-ink-muted">{c.marketing_name}</span>
                    ) : null}
                  </button>
                </li>
              ))}
              {found.answered && !found.loading && found.options.length === 0 ? (
                <li className="px-3 py-2 text-body text-ink-muted">{INSURANCE_MESSAGES.noCarriers}</li>
              ) : null}
              {found.loading ? <li className="px-3 py-2 text-fine text-ink-muted">Searching...</li> : null}
              <li>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                  onClick={() => choose({ carrier_id: null, name: typed })}
                >
                  Use &ldquo;{customCarrierLabel(text)}&rdquo;
                </button>
              </li>
            </ul>
          ) : null}
          <div className="mt-3 rounded-control bg-surface-muted p-3 text-fine text-ink-muted">
            <p className="font-medium text-ink">Tips</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <Field label="Subscriber ID" hint="The member or subscriber ID on your insurance card" error={problem}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={64}
            value={subscriberId}
            onChange={(event) => {
              setSubscriberId(event.target.value);
              setProblem(null);
            }}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={!complete || checking}>
          {checking ? "Checking plans..." : continueLabel(state, carrier)}
        </Button>
      </div>
    </form>
  );
}
