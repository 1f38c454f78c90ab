// Downgrade (000 §2, §4, §8): a reason, then 'Confirm Account Downgrade'. Premium stays until the
// end of the paid period (no partial refund); on success the page reloads after 3 seconds (000 §9),
// on failure the dialog says 'Failed to downgrade account: {message}'.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DOWNGRADE_REASON_MAX } from "#core/subscriptions/schemas";
import { Alert } from "../alert";
import { Button } from "../button";
import { formatDate } from "../format";
import { Modal } from "../modal";

export const DOWNGRADE_RELOAD_MS = 3000;

export type DowngradeResult =
  | { intent: "downgrade"; downgraded: true; until: string | null; error?: undefined }
  | { intent: "downgrade"; downgraded: false; error: string };

export function DowngradeDialog({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<DowngradeResult>();
  const [reason, setReason] = useState("");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (!result?.downgraded) return;
    const timer = setTimeout(() => window.location.reload(), DOWNGRADE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <Modal title="Confirm Account Downgrade" open onClose={onClose}>
      {result?.downgraded ? (
        <Alert tone="success">
          {`Your account moves to the Free plan${result.until ? ` on ${formatDate(result.until)}` : ""}. Premium stays on until then.`}
        </Alert>
      ) : (
        <fetcher.Form method="post" action="/account" className="space-y-4">
          <input type="hidden" name="intent" value="downgrade" />
          <p className="text-sm text-slate-600">
            Premium stays on until the end of the period you paid for, then your account moves to the Free
            plan. There is no partial refund. Your bills, documents and family members stay readable.
          </p>
          <label className="block text-sm font-medium text-slate-700">
            Why are you downgrading?
            <textarea
              name="reason"
              required
              maxLength={DOWNGRADE_REASON_MAX}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!reason.trim() || busy}>
              {busy ? "Downgrading..." : "Confirm Downgrade"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}
