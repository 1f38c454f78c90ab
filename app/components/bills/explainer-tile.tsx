// The Explainer's compact tile (001 §2): a summary and 'Add a Bill', which opens /pricing in a new
// tab when the upload limit is reached.
import { buttonClass } from "../button";
import { quotaText, type UploadQuota } from "./add-bill-button";
import { formatUsd } from "#core/format/money";

export function ExplainerTile({
  stats,
  quota,
}: {
  stats: { bill_count: number; total_billed_amount: number };
  quota: UploadQuota;
}) {
  const text = quotaText(quota);
  return (
    <section
      aria-label="Medical Bill Explainer"
      className="max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h1 className="text-lg font-semibold">Medical Bill Explainer</h1>
      <p className="mt-1 text-sm text-slate-600">
        {stats.bill_count} {stats.bill_count === 1 ? "bill" : "bills"} ·{" "}
        {formatUsd(stats.total_billed_amount, { decimals: "never" })} billed
      </p>
      <div className="mt-4 flex items-center gap-3">
        {quota.can_upload ? (
          <a href="/upload-bill?add=1" className={buttonClass("primary")}>
            Add a Bill
          </a>
        ) : (
          <a href="/pricing" target="_blank" rel="noopener" className={buttonClass("primary")}>
            Add a Bill
          </a>
        )}
        {text ? (
          <span className="text-sm text-slate-600" data-testid="upload-quota">
            {text}
          </span>
        ) : null}
      </div>
    </section>
  );
}
