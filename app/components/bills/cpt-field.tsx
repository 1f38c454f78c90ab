// The one procedure-code input with suggestions (from 1 character, 300 ms, 10 at most — 000 §5).
// Uncontrolled it stays a plain named form field (Conform reads it); with `value` + `onChange` the
// Smart Capture line editor controls it.
import { useId, useState } from "react";
import { suggestProcedureCodes, type CptSuggestion } from "../resources";
import { useSuggestions } from "./use-suggestions";

export function CptField({
  name,
  id,
  defaultValue,
  label,
  required,
  invalid,
  describedBy,
  className = "w-28",
  value: controlledValue,
  onChange,
  onChoose,
  disabled,
}: {
  name?: string;
  id?: string;
  defaultValue?: string;
  label: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A suggestion was chosen (after onChange with its code): e.g. to fill the line's description. */
  onChoose?: (option: CptSuggestion) => void;
  disabled?: boolean;
}) {
  const listId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const value = controlledValue ?? ownValue;
  const setValue = (next: string) => (onChange ? onChange(next) : setOwnValue(next));
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options } = useSuggestions<CptSuggestion>(suggestProcedureCodes, 1, typed);
  const shown = open ? options : [];

  const choose = (option: CptSuggestion) => {
    setValue(option.cpt_code);
    onChoose?.(option);
    setTyped("");
    setOpen(false);
  };

  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={10}
        className={`${className} rounded border border-slate-300 px-2 py-1 font-mono text-sm disabled:bg-slate-50`}
        onChange={(e) => {
          setValue(e.target.value);
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (!shown.length) return;
          if (e.key === "ArrowDown") setActive((i) => Math.min(shown.length - 1, i + 1));
          else if (e.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
          else if (e.key === "Enter" && active >= 0) choose(shown[active]);
          else if (e.key === "Escape") setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {shown.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="CPT suggestions"
          className="absolute z-20 mt-1 max-h-[300px] w-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {shown.map((option, i) => (
            <li
              key={option.cpt_code}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-1 ${i === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
            >
              <span className="font-mono font-medium">{option.cpt_code}</span>{" "}
              <span className="text-slate-600">{option.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
