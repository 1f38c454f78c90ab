// A CPT code input with suggestions: from 1 character, 300 ms after the last keystroke, 10 at
// most (000 §5). A failed lookup just shows nothing (000 §8).
import { useEffect, useId, useState } from "react";
import { suggestCpt, type CptSuggestion } from "./api";

export const CPT_MIN_CHARS = 1;
export const CPT_DEBOUNCE_MS = 300;

export function CptInput({
  value,
  onChange,
  disabled,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label: string;
}) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [options, setOptions] = useState<CptSuggestion[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = query?.trim() ?? "";
    if (q.length < CPT_MIN_CHARS) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestCpt(q, controller.signal).then(
        (found) => {
          setOptions(Array.isArray(found) ? found.slice(0, 10) : []);
          setActive(-1);
        },
        () => setOptions([]),
      );
    }, CPT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (option: CptSuggestion) => {
    onChange(option.cpt_code);
    setQuery(null);
    setOptions([]);
  };

  return (
    <div className="relative">
      <input
        type="text"
        value={value}
        disabled={disabled}
        aria-label={label}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={10}
        className="block w-full rounded border border-slate-300 px-2 py-1 font-mono text-sm disabled:bg-slate-50"
        onChange={(e) => {
          onChange(e.target.value);
          setQuery(e.target.value);
        }}
        onBlur={() => setTimeout(() => setOptions([]), 150)}
        onKeyDown={(e) => {
          if (!options.length) return;
          if (e.key === "ArrowDown") setActive((i) => Math.min(options.length - 1, i + 1));
          else if (e.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
          else if (e.key === "Enter" && active >= 0) choose(options[active]);
          else if (e.key === "Escape") setOptions([]);
          else return;
          e.preventDefault();
        }}
      />
      {options.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="CPT suggestions"
          className="absolute z-10 mt-1 max-h-[300px] w-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.map((option, i) => (
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
