// The vault's filters (001 §2, §5, §6): From Date and To Date (inclusive calendar days), Patient
// (1 entry on the free plan with 'Upgrade for more patients', 10 on premium), Status and Clear
// Filters. They live in the URL, so a filtered vault can be reloaded and shared between tabs.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { BILL_STATUS_LABELS, BILL_STATUSES } from "#core/bills/status";
import { UPGRADE_REASONS, useUpgradeModal } from "../upgrade-modal";

export const UPGRADE_PATIENTS_VALUE = "__upgrade";

export interface VaultFilterValues {
  from: string;
  to: string;
  patient: string;
  status: string;
}

/**
 * A date field fires a change for every segment typed (day, month, each year digit): the vault
 * waits for a pause before it filters, so one date is one navigation, not four that cancel each
 * other. Lists (Patient, Status) filter at once.
 */
const DATE_PAUSE_MS = 350;

const field = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export function VaultFilters({
  values,
  member,
  patients,
  canHaveMorePatients,
  error,
  refused = false,
}: {
  values: VaultFilterValues;
  /** The family tab in view, kept when a filter changes. */
  member: string | null;
  /** The patient names the plan allows in the filter. */
  patients: { value: string; label: string }[];
  /** True for free users: the list ends with 'Upgrade for more patients'. */
  canHaveMorePatients: boolean;
  error?: string | null;
  /** The URL carried filters the page left out: Clear Filters stays on to drop them. */
  refused?: boolean;
}) {
  const submit = useSubmit();
  const pending = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(pending.current), []);
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  const active = refused || Object.values(values).some(Boolean);
  return (
    <>
      <Form
        method="get"
        role="search"
        aria-label="Filter bills"
        preventScrollReset
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onChange={(e) => {
          const target = e.target as HTMLSelectElement | HTMLInputElement;
          if (target.name === "patient" && target.value === UPGRADE_PATIENTS_VALUE) {
            // The filter keeps what it had; the upgrade modal explains the limit (001 §6).
            target.value = values.patient;
            openUpgrade(UPGRADE_REASONS.morePatients);
            return;
          }
          const form = e.currentTarget;
          clearTimeout(pending.current);
          const apply = () => submit(form, { preventScrollReset: true, replace: true });
          if (target.type === "date") pending.current = setTimeout(apply, DATE_PAUSE_MS);
          else apply();
        }}
      >
        {member ? <input type="hidden" name="member" value={member} /> : null}
        <label className="text-sm text-slate-700">
          From Date
          <input type="date" name="from" defaultValue={values.from} className={field} />
        </label>
        <label className="text-sm text-slate-700">
          To Date
          <input type="date" name="to" defaultValue={values.to} className={field} />
        </label>
        <label className="text-sm text-slate-700">
          Patient
          <select name="patient" defaultValue={values.patient} className={field}>
            <option value="">All Patients</option>
            {patients.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
            {canHaveMorePatients ? (
              <option value={UPGRADE_PATIENTS_VALUE}>{BILL_MESSAGES.upgradeForMorePatients}</option>
            ) : null}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Status
          <select name="status" defaultValue={values.status} className={field}>
            <option value="">All Statuses</option>
            {BILL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BILL_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <noscript>
            <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
              Apply
            </button>
          </noscript>
          <Link
            to="/bills"
            preventScrollReset
            aria-disabled={!active}
            className={`rounded-md px-3 py-2 text-sm font-medium ${active ? "text-brand-700 hover:bg-brand-50" : "pointer-events-none text-ink-subtle"}`}
          >
            Clear Filters
          </Link>
        </div>
        {error ? (
          <p role="alert" className="whitespace-pre-line text-sm text-red-700 sm:col-span-2 lg:col-span-5">
            {error}
          </p>
        ) : null}
      </Form>
      {upgradeModal}
    </>
  );
}
