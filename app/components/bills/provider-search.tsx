// The bill editor's provider field (001 §5): search from 3 characters, 300 ms, 10 results, with a
// ZIP filter of up to 5 digits; a complete 5-digit ZIP is saved to the profile.
import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { searchProviders, type ProviderResult } from "../resources";
import { useSuggestions } from "./use-suggestions";

export const PROVIDER_MIN_CHARS = 3;

export function ProviderSearch({
  name,
  id,
  defaultValue,
  defaultZip,
  invalid,
  describedBy,
}: {
  name: string;
  id?: string;
  defaultValue: string;
  defaultZip: string | null;
  invalid?: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const zipSaver = useFetcher();
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState("");
  const [zip, setZip] = useState((defaultZip ?? "").replace(/\D/g, "").slice(0, 5));
  const [open, setOpen] = useState(false);
  const zipFilter = zip.length === 5 ? zip : "";
  const { options, answered, loading } = useSuggestions<ProviderResult>(
    (query, signal) => searchProviders(query, zipFilter, signal),
    PROVIDER_MIN_CHARS,
    typed,
    zipFilter,
  );
  const showList = open && typed.trim().length >= PROVIDER_MIN_CHARS && (answered || loading);

  const onZip = (raw: string) => {
    const digits = raw.replace(/\D/g, "").slice(0, 5);
    setZip(digits);
    if (digits.length === 5 && digits !== defaultZip) {
      zipSaver.submit({ intent: "zipcode", zipcode: digits }, { method: "post", action: "/account" });
    }
  };

  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_7rem]">
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          maxLength={200}
          placeholder="Search providers (3+ characters)"
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(e.target.value);
            setOpen(true);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            // Escape closes the list only; the editor around it stays open.
            if (e.key !== "Escape" || !showList) return;
            e.preventDefault();
            setOpen(false);
          }}
        />
        {showList ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Provider suggestions"
            className="absolute z-20 mt-1 max-h-[300px] w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {options.length === 0 ? (
              <li className="px-3 py-2 text-slate-500">
                {loading ? "Searching…" : BILL_MESSAGES.noProvidersFound}
              </li>
            ) : (
              options.map((p) => (
                <li
                  key={`${p.npi ?? ""}-${p.name}`}
                  role="option"
                  aria-selected={false}
                  className="cursor-pointer px-3 py-1.5 hover:bg-slate-50"
                  onMouseDown={(e) => {
                    e.preventDefault();
                    setValue(p.name);
                    setTyped("");
                    setOpen(false);
                  }}
                >
                  <span className="font-medium">
                    {p.name}
                    {p.credential ? `, ${p.credential}` : ""}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {[p.specialty, [p.city, p.state].filter(Boolean).join(", "), p.zip_code]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Provider ZIP filter"
        placeholder="ZIP"
        value={zip}
        maxLength={10}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
        onChange={(e) => onZip(e.target.value)}
      />
    </div>
  );
}
