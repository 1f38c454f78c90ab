import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { Button, buttonClass } from "~/components/button";
import { Card } from "~/components/card";
import { DOCUMENT_TYPE_OPTIONS, type DocumentType } from "~/components/document-types";

export const meta: MetaFunction = () => [{ title: "Test Reconciliation | Fairbill" }];

const TEST_MODE_KEY = "fairbill:test-mode";

/** Developer page (spec 001 §2): a test-mode switch and a shortcut into the capture flow for one document type. */
export default function TestReconciliation() {
  const navigate = useNavigate();
  const [testMode, setTestMode] = useState(false);
  const [documentType, setDocumentType] = useState<DocumentType>("medical_bill");

  useEffect(() => {
    setTestMode(window.localStorage.getItem(TEST_MODE_KEY) === "true");
  }, []);

  const toggle = useCallback(() => {
    setTestMode((on) => {
      window.localStorage.setItem(TEST_MODE_KEY, String(!on));
      return !on;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === "t") {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="mx-auto max-w-2xl space-y-6 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">Test Reconciliation</h1>
      <Card title="Test mode">
        <label className="flex items-center gap-3">
          <input type="checkbox" checked={testMode} onChange={toggle} className="h-5 w-5" />
          <span>
            Test mode is <strong data-testid="test-mode-state">{testMode ? "ON" : "OFF"}</strong>
          </span>
        </label>
        <p className="mt-2 text-sm text-slate-500">Shortcut: Ctrl+Shift+T toggles test mode.</p>
      </Card>
      <Card title="Capture">
        <label className="block text-sm font-medium" htmlFor="document-type">
          Document type
        </label>
        <select
          id="document-type"
          value={documentType}
          onChange={(e) => setDocumentType(e.target.value as DocumentType)}
          className="mt-1 w-full rounded-md border border-slate-300 p-2"
        >
          {DOCUMENT_TYPE_OPTIONS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button disabled={!testMode} onClick={() => navigate(`/bills?capture=${documentType}`)}>
            Open Capture Modal
          </Button>
          <a href="/bills" target="_blank" rel="noreferrer" className={buttonClass("secondary")}>
            Open Bills in New Tab
          </a>
        </div>
      </Card>
    </div>
  );
}
