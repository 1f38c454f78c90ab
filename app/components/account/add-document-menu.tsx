import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import { DOCUMENT_TYPE_OPTIONS } from "../document-types";

/** The account page's add-document dropdown; each type opens the capture flow on /bills. */
export function AddDocumentMenu() {
  return (
    <details className="relative">
      <summary className={buttonClass("primary", "list-none")}>+ Add Document</summary>
      <ul className="absolute right-0 z-30 mt-2 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {DOCUMENT_TYPE_OPTIONS.map((type) => (
          <li key={type.value}>
            <Link to={`/bills?capture=${type.value}`} className="block px-4 py-2 text-sm hover:bg-slate-50">
              {type.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
