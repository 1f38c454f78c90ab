import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import { DOCUMENT_TYPE_OPTIONS, type DocumentType } from "../document-types";

/**
 * The add-document dropdown: each type opens the capture flow, on /bills unless a page captures
 * its own documents (`here`: the current page, e.g. /documents or /insurance).
 */
export function AddDocumentMenu({
  types,
  here = false,
  label = "+ Add Document",
}: {
  types?: readonly DocumentType[];
  here?: boolean;
  label?: string;
} = {}) {
  const options = types
    ? DOCUMENT_TYPE_OPTIONS.filter((o) => types.includes(o.value))
    : DOCUMENT_TYPE_OPTIONS;
  return (
    <details className="relative">
      <summary className={buttonClass("primary", "list-none")}>{label}</summary>
      <ul className="absolute right-0 z-30 mt-2 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {options.map((type) => (
          <li key={type.value}>
            <Link
              to={`${here ? "" : "/bills"}?capture=${type.value}`}
              preventScrollReset={here}
              className="block px-4 py-2 text-sm hover:bg-slate-50"
            >
              {type.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
