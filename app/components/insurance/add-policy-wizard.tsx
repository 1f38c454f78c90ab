// The add-policy wizard (001 §2 steps 1–7, §4): a dialog showing one step at a time, the branching
// decided by core/insurance/wizard.ts (ADR 063), the policy saved through the page's action.
import { useFetcher } from "@remix-run/react";
import { useEffect, useReducer, useRef } from "react";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import { WIZARD_STEP_TITLES, initialWizard, policyToCreate, wizardReducer } from "#core/insurance/wizard";
import type { InsuranceReply, WizardMember } from "~/routes/_app+/insurance.server";
import { CloseButton, Dialog } from "../dialog";
import type { WizardCalls } from "./wizard/calls";
import { CarriersStep } from "./wizard/carriers-step";
import { CategoriesStep } from "./wizard/categories-step";
import { MembersStep } from "./wizard/members-step";
import { PlanTypesStep } from "./wizard/plan-types-step";
import { PlansStep } from "./wizard/plans-step";
import { ReviewStep } from "./wizard/review-step";
import { SimpleFormStep } from "./wizard/simple-form-step";

export function AddPolicyWizard({
  calls,
  members,
  onClose,
}: {
  calls: WizardCalls;
  members: WizardMember[];
  /** Closing, after a save (`saved`) or not. */
  onClose: (saved: boolean) => void;
}) {
  const [state, send] = useReducer(wizardReducer, undefined, initialWizard);
  const fetcher = useFetcher<InsuranceReply>();
  const saving = fetcher.state !== "idle";
  const reply = fetcher.data?.intent === "create-policy" ? fetcher.data : undefined;
  const closed = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle" && reply?.ok && !closed.current) {
      closed.current = true;
      onClose(true);
    }
  }, [fetcher.state, reply, onClose]);
  const error = !saving && reply && !reply.ok ? reply.error || INSURANCE_MESSAGES.saveFailed : null;
  const title = WIZARD_STEP_TITLES[state.step];
  const back = () => send({ type: "back" });
  // A new step replaces the control that was pressed: focus goes to its first field, or its heading.
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state.step);
  useEffect(() => {
    if (shown.current === state.step) return;
    shown.current = state.step;
    const field = body.current?.querySelector<HTMLElement>("[data-autofocus]");
    (field ?? heading.current)?.focus();
  }, [state.step]);

  return (
    <Dialog label={title} onClose={() => onClose(false)} className="w-full max-w-2xl p-4 sm:p-6" align="top">
      <div className="mb-5 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-fine text-ink-muted">Add insurance policy</p>
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {title}
          </h2>
        </div>
        <CloseButton onClick={() => onClose(false)} />
      </div>
      <div key={state.step} ref={body}>
        {state.step === "categories" ? (
          <CategoriesStep onChoose={(category) => send({ type: "category", category })} />
        ) : state.step === "plantypes" && state.category ? (
          <PlanTypesStep
            calls={calls}
            category={state.category}
            selected={state.planTypeId}
            onChoose={(planTypeId) => send({ type: "planType", planTypeId })}
          />
        ) : state.step === "carriers" ? (
          <CarriersStep
            calls={calls}
            state={state}
            onContinue={(carrier, subscriberId, plansAvailable) =>
              send({ type: "carrier", carrier, subscriberId, plansAvailable })
            }
          />
        ) : state.step === "plans" ? (
          <PlansStep calls={calls} state={state} onChoose={(plan) => send({ type: "plan", plan })} />
        ) : state.step === "simple_form" ? (
          <SimpleFormStep state={state} onContinue={(details) => send({ type: "details", ...details })} />
        ) : state.step === "members" ? (
          <MembersStep
            members={members}
            chosen={state.memberIds}
            onContinue={(memberIds) => send({ type: "members", memberIds })}
          />
        ) : state.step === "confirm" ? (
          <ReviewStep
            state={state}
            members={members}
            saving={saving}
            error={error}
            onBack={back}
            onSave={(edits) =>
              fetcher.submit(
                { intent: "create-policy", policy: JSON.stringify(policyToCreate(state, edits)) },
                { method: "post" },
              )
            }
          />
        ) : null}
      </div>
      {state.trail.length && state.step !== "confirm" ? (
        <div className="mt-5 border-t border-line pt-4">
          <button
            type="button"
            onClick={back}
            className="rounded-control px-2 py-1 text-body font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ← Back
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
