// Bill-level ICD-10 codes as chips (001 §2, §5): 2 shown then '+N more', search from 2 characters
// (300 ms, 10 results), a code is added once, Backspace on an empty search removes the last code,
// and Enter on free text asks for a choice from the dropdown.
import { useId, useState } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { suggestDiagnosisCodes, type IcdSuggestion } from "../resources";
import { useSuggestions } from "./use-suggestions";

export const ICD_VISIBLE_CHIPS = 2;

export function IcdChips({ name, defaultCodes }: { name: string; defaultCodes: string[] }) {
  const listId = useId();
  const [codes, setCodes] = useState<string[]>(defaultCodes);
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(true);
  const { options } = useSuggestions<IcdSuggestion>(suggestDiagnosisCodes, 2, text);

  const add = (code: string) => {
    setCodes((prev) => (prev.includes(code) ? prev : [...prev, code]));
    setText("");
    setActive(-1);
    setError(null);
  };
  const shown = listOpen && text ? options : [];
  const remove = (code: string) => setCodes((prev) => prev.filter((c) => c !== code));
  const visible = expanded ? codes : codes.slice(0, ICD_VISIBLE_CHIPS);
  const hidden = codes.length - visible.length;

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-1" data-testid="icd-chips">
        {codes.map((code, i) => (
          <input key={code} type="hidden" name={`${name}[${i}]`} value={code} />
        ))}
        {visible.map((code) => (
          <span
            key={code}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-700"
          >
            {code}
            <button
              type="button"
              aria-label={`Remove ${code}`}
              onClick={() => remove(code)}
              className="font-bold"
            >
              ×
            </button>
          </span>
        ))}
        {hidden > 0 ? (
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="text-xs font-medium text-brand-700"
          >
            +{hidden} more
          </button>
        ) : null}
      </div>
      <div className="relative">
        <input
          type="text"
          value={text}
          aria-label="Search diagnosis codes"
          placeholder="Add ICD-10 code (type 2+ characters)"
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          maxLength={100}
          className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setError(null);
            setListOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && text === "" && codes.length) {
              setCodes((prev) => prev.slice(0, -1));
              return;
            }
            // Escape closes the list only; the editor around it stays open (with its edits).
            if (e.key === "Escape" && shown.length) setListOpen(false);
            else if (e.key === "ArrowDown" && shown.length)
              setActive((i) => Math.min(shown.length - 1, i + 1));
            else if (e.key === "ArrowUp" && shown.length) setActive((i) => Math.max(0, i - 1));
            else if (e.key === "Enter") {
              if (active >= 0 && shown[active]) add(shown[active].icd10_code);
              else if (text.trim()) setError(BILL_MESSAGES.selectDiagnosisFromDropdown);
            } else return;
            e.preventDefault();
          }}
        />
        {shown.length ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Diagnosis code suggestions"
            className="absolute z-20 mt-1 max-h-[300px] w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {shown.map((option, i) => (
              <li
                key={option.icd10_code}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-1 ${i === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(option.icd10_code);
                }}
              >
                <span className="font-mono font-medium">{option.icd10_code}</span>{" "}
                <span className="text-slate-600">{option.icd10_description}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
