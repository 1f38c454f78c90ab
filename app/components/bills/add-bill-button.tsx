// 'Add a Bill' with the free plan's quota (001 §6): 'X of Y remaining', or at the limit
// 'Upload limit reached (used/total)' and /pricing in a new tab instead of the form (001 §5).
import { BILL_MESSAGES } from "#core/bills/messages";
import { Button, buttonClass } from "../button";

export interface UploadQuota {
  bills_uploaded: number;
  bills_remaining: number | null;
  can_upload: boolean;
  has_premium: boolean;
  limit: number | null;
}

export function quotaText(quota: UploadQuota): string | null {
  if (quota.has_premium || quota.limit === null) return null;
  return quota.can_upload
    ? BILL_MESSAGES.uploadsRemaining(quota.bills_remaining ?? 0, quota.limit)
    : BILL_MESSAGES.uploadLimitReached(quota.bills_uploaded, quota.limit);
}

export function AddBillButton({
  quota,
  onOpen,
  compact = false,
}: {
  quota: UploadQuota;
  onOpen: () => void;
  compact?: boolean;
}) {
  const text = quotaText(quota);
  return (
    <div className={`flex items-center gap-3 ${compact ? "flex-col items-stretch" : ""}`}>
      {quota.can_upload ? (
        <Button onClick={onOpen}>Add a Bill</Button>
      ) : (
        <a href="/pricing" target="_blank" rel="noopener" className={buttonClass("primary")}>
          Add a Bill
        </a>
      )}
      {text ? (
        <span
          className={`text-sm ${quota.can_upload ? "text-slate-600" : "font-medium text-amber-700"}`}
          data-testid="upload-quota"
        >
          {text}
        </span>
      ) : null}
    </div>
  );
}
