// Opens Smart Capture from the URL: `?capture=<type>` uploads a new document of that type,
// `?verify=<documentId>` verifies an existing one. Closing drops the parameter (loaders rerun).
import { useSearchParams } from "@remix-run/react";
import { useCallback } from "react";
import { isDocumentType } from "#core/documents/types";
import type { CaptureOptionsData } from "../../services/documents/capture-options.server";
import { SmartCaptureModal } from "./smart-capture-modal";

export function SmartCaptureLauncher({
  options,
  offered,
}: {
  options: CaptureOptionsData | null;
  offered: string[];
}) {
  const [params, setParams] = useSearchParams();
  const capture = params.get("capture");
  const verify = params.get("verify");
  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("capture");
        next.delete("verify");
        return next;
      },
      { preventScrollReset: true },
    );
  }, [setParams]);
  if (!options || (!capture && !verify)) return null;
  const initialType = isDocumentType(capture) ? capture : (offered[0] ?? "medical_bill");
  return (
    <SmartCaptureModal
      key={verify ?? `capture-${initialType}`}
      initialType={initialType}
      documentId={verify}
      offered={offered}
      patients={options.patients}
      bills={options.bills}
      maxFileBytes={options.maxFileBytes}
      fileTypes={options.fileTypes}
      allowance={options.allowance}
      onClose={close}
    />
  );
}
