// 'ZIP Code Required' (001 §2, §5, §8): asked before the wizard when no ZIP code is saved, so plans
// can be found in the user's state. Saved through the page's action (the account's ZIP service).
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import { ZIP_CODE_MAX_LENGTH } from "#core/validation";
import type { InsuranceReply } from "~/routes/_app+/insurance.server";
import { Button } from "../button";
import { Field, inputClass } from "../field";
import { Modal } from "../modal";

export function ZipCodeModal({
  open,
  onCancel,
  onSaved,
}: {
  open: boolean;
  onCancel: () => void;
  /** After the ZIP code is saved (the page's data reloads with it). */
  onSaved: () => void;
}) {
  const fetcher = useFetcher<InsuranceReply>();
  const [zip, setZip] = useState("");
  const [error, setError] = useState<string | null>(null);
  const updating = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || reply.intent !== "zipcode" || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) {
      setZip("");
      setError(null);
      onSaved();
    } else setError(reply.error);
  }, [fetcher.state, fetcher.data, onSaved]);

  const cancel = () => {
    setZip("");
    setError(null);
    onCancel();
  };
  const save = () => {
    if (updating) return;
    if (!zip.trim()) {
      setError(INSURANCE_MESSAGES.zipRequired);
      return;
    }
    setError(null);
    fetcher.submit({ intent: "zipcode", zipcode: zip.trim() }, { method: "post" });
  };

  return (
    <Modal title={INSURANCE_MESSAGES.zipModalTitle} open={open} onClose={cancel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p className="mb-4 text-body text-ink-muted">{INSURANCE_MESSAGES.zipModalText}</p>
        <Field label="ZIP code" error={error}>
          {(control) => (
            <input
              {...control}
              data-autofocus
              name="zipcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIP_CODE_MAX_LENGTH}
              value={zip}
              onChange={(event) => setZip(event.target.value)}
              // Enter saves, and with nothing typed says why (the disabled button alone would not).
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                save();
              }}
              className={inputClass}
            />
          )}
        </Field>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!zip.trim() || updating}>
            {updating ? "Updating..." : "Save ZIP Code"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
