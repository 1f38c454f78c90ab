// Step 5, 'Insurance Plan Details' (001 §2, §5): Original Medicare asks only the Medicare number
// (MBI); a company typed in free text asks the company, subscriber ID, and the in-network
// individual deductible and out-of-pocket maximum as the person reads them off their plan.
import { useState } from "react";
import { CUSTOM_CARRIER_MAX, INSURANCE_MESSAGES } from "#core/insurance/types";
import { isOriginalMedicare, simpleFormProblem, type WizardState } from "#core/insurance/wizard";
import { Button } from "../../button";
import { Field, inputClass } from "../../field";

export interface PlanDetails {
  carrierName: string;
  subscriberId: string;
  deductible: string;
  oopMax: string;
}

export function SimpleFormStep({
  state,
  onContinue,
}: {
  state: WizardState;
  onContinue: (details: PlanDetails) => void;
}) {
  const medicare = isOriginalMedicare(state);
  const [details, setDetails] = useState<PlanDetails>({
    carrierName: medicare ? "" : (state.carrier?.name ?? ""),
    subscriberId: state.subscriberId,
    deductible: state.deductible,
    oopMax: state.oopMax,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof PlanDetails) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setDetails((d) => ({ ...d, [key]: event.target.value }));
    setProblem(null);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = simpleFormProblem(state, details);
        if (found) setProblem(found);
        else onContinue(details);
      }}
    >
      {problem ? (
        <p role="alert" className="text-body text-danger">
          {problem}
        </p>
      ) : null}
      {medicare ? (
        <Field label="Medicare number (MBI)" hint={INSURANCE_MESSAGES.mbiHelp}>
          {(control) => (
            <input
              {...control}
              data-autofocus
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              placeholder="1EG4-TE5-MK73"
              value={details.subscriberId}
              onChange={set("subscriberId")}
              className={inputClass}
            />
          )}
        </Field>
      ) : (
        <>
          <Field label="Insurance company">
            {(control) => (
              <input
                {...control}
                data-autofocus
                maxLength={CUSTOM_CARRIER_MAX}
                value={details.carrierName}
                onChange={set("carrierName")}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Subscriber ID">
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                maxLength={64}
                value={details.subscriberId}
                onChange={set("subscriberId")}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="In-network individual deductible" hint="As your plan states it, e.g. $1,500">
            {(control) => (
              <input
                {...control}
                maxLength={100}
                value={details.deductible}
                onChange={set("deductible")}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="In-network individual out-of-pocket maximum"
            hint="As your plan states it, e.g. $6,000"
          >
            {(control) => (
              <input
                {...control}
                maxLength={100}
                value={details.oopMax}
                onChange={set("oopMax")}
                className={inputClass}
              />
            )}
          </Field>
        </>
      )}
      <div className="flex justify-end">
        <Button type="submit">Continue to Family Members</Button>
      </div>
    </form>
  );
}
