// Smart Capture's state (000 §4): type → upload → ~1 s scanning banner → document id → progress
// while it is read → fields filled → edits → save (verify) → read-only, 'Verified', bill linked.
import { useCallback, useEffect, useRef, useState } from "react";
import { requiredHint, validateVerification } from "#core/documents/forms";
import { suggestRelatedBill } from "#core/documents/related-bill";
import { isDocumentType } from "#core/documents/types";
import { RequestFailed, uploadDocument, verifyDocument } from "../resources";
import type { BillOption, PatientOption } from "./field-form";
import { CAPTURE_MESSAGES } from "./messages";
import { fileProblem } from "./upload-pane";
import { fileTypeOfName } from "#core/documents/reading";
import type { FileType } from "#core/plans";
import { useDocumentProcessing } from "./use-document-processing";
import { useTypeSchema } from "./use-type-schema";
import {
  cluesFromDocument,
  linesFromDocument,
  valuesFromDocument,
  verifiedData,
  type FormValues,
  type LineValues,
} from "./values";

export const SCANNING_BANNER_MS = 1000;

export interface CaptureOptions {
  initialType: string;
  /** Verify mode: an existing document (e-mailed, or reopened). */
  documentId: string | null;
  patients: PatientOption[];
  bills: BillOption[];
  maxFileBytes: number;
  fileTypes: readonly FileType[];
}

function selfPatient(patients: PatientOption[]) {
  return (patients.find((p) => p.isSelf) ?? patients[0])?.id ?? "";
}

export function useCapture({
  initialType,
  documentId: existingId,
  patients,
  bills,
  maxFileBytes,
  fileTypes,
}: CaptureOptions) {
  const [documentType, setDocumentType] = useState(initialType);
  const [typeChosen, setTypeChosen] = useState(!existingId);
  const [localFile, setLocalFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [documentId, setDocumentId] = useState<string | null>(existingId);
  const [values, setValues] = useState<FormValues>({});
  const [lines, setLines] = useState<LineValues[]>([]);
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const [linesEdited, setLinesEdited] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [billId, setBillId] = useState<string | null>(null);
  /** The plan's limit stopped the upload or the save (402): the modal offers Upgrade. */
  const [limitReached, setLimitReached] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [suggested, setSuggested] = useState<Record<string, string>>({});
  const [focusedField, setFocusedField] = useState<string | null>(null);
  /** Documents this modal uploaded, so the plan's 'left' count follows without a reload. */
  const [uploadedIds, setUploadedIds] = useState<Set<string>>(new Set());
  const filled = useRef<string | null>(null);

  const processing = useDocumentProcessing(documentId);
  const schema = useTypeSchema(documentType);
  const data = processing.data;
  const status = data?.processing_status ?? (documentId ? "queued" : null);
  const formFields = schema.fields.length ? schema.fields : schema.extracted_fields;

  // Verify mode: the type is the document's own until the user picks another (Classify).
  useEffect(() => {
    if (!typeChosen && data?.document_type && isDocumentType(data.document_type))
      setDocumentType(data.document_type);
  }, [data?.document_type, typeChosen]);

  // Fill the form once per document version that has fields, never over the user's own edits.
  useEffect(() => {
    if (!data || !["extracted", "verified", "processed"].includes(data.processing_status)) return;
    const version = `${data.document_id}:${data.processing_status}:${documentType}`;
    if (filled.current === version) return;
    filled.current = version;
    const found = valuesFromDocument(formFields, data);
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(found)) if (!edited.has(name) && value) next[name] = value;
      if (formFields.some((f) => f.type === "patient") && !next.patient_id)
        next.patient_id = selfPatient(patients);
      // An EOB or prior authorization names the bill it most likely belongs to, for the user to check.
      const billField = formFields.find((f) => f.type === "bill");
      if (billField && !next[billField.name] && !edited.has(billField.name)) {
        // The server's placement first (ADR 078), else the same matcher over the picker's bills.
        const placed = [data.bill_id, data.suggested_bill_id].find((id) => bills.some((b) => b.id === id));
        const match = placed ?? suggestRelatedBill(cluesFromDocument(data), bills);
        if (match) {
          next[billField.name] = match;
          setSuggested({ [billField.name]: CAPTURE_MESSAGES.suggestedBill });
        }
      }
      return next;
    });
    if (!linesEdited) setLines(linesFromDocument(schema.line_item_fields, data));
    if (data.verification_status === "verified") {
      setVerified(true);
      setBillId(data.bill_id ?? null);
    }
  }, [data, documentType, formFields, schema.line_item_fields, edited, linesEdited, patients, bills]);

  // A type with line items but none extracted still offers one empty line.
  useEffect(() => {
    if (schema.line_item_fields && lines.length === 0 && data)
      setLines(linesFromDocument(schema.line_item_fields, data));
  }, [schema.line_item_fields, lines.length, data]);

  const chooseType = useCallback((type: string) => {
    setDocumentType(type);
    setTypeChosen(true);
    setSaveError(null);
    setTouched(new Set());
    setAttempted(false);
    setSuggested({});
  }, []);

  const setField = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited((e) => new Set(e).add(name));
    setSuggested((s) => (name in s ? {} : s));
  }, []);

  const leaveField = useCallback(
    (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))),
    [],
  );
  const showErrorFor = useCallback((name: string) => attempted || touched.has(name), [attempted, touched]);

  const changeLines = useCallback((next: LineValues[]) => {
    setLines(next);
    setLinesEdited(true);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      const problem = fileProblem(file, maxFileBytes, fileTypes);
      setUploadError(problem);
      // A type only Premium takes: the same Upgrade as a reached limit.
      const type = fileTypeOfName(file.name);
      setLimitReached(type !== null && !fileTypes.includes(type));
      if (problem) return;
      setLocalFile(file);
      setUploading(true);
      setLimitReached(false);
      try {
        const answer = await uploadDocument(file, documentType);
        setScanning(true);
        setTimeout(() => setScanning(false), SCANNING_BANNER_MS);
        filled.current = null;
        setEdited(new Set());
        setLinesEdited(false);
        setValues({});
        setLines([]);
        setTouched(new Set());
        setAttempted(false);
        setSuggested({});
        setDocumentId(answer.document_id);
        if (!answer.ocr_processed) setUploadedIds((ids) => new Set(ids).add(answer.document_id));
      } catch (error) {
        setLocalFile(null);
        setLimitReached(error instanceof RequestFailed && (error.status === 402 || error.status === 403));
        setUploadError((error instanceof RequestFailed && error.detail) || CAPTURE_MESSAGES.uploadFailed);
      } finally {
        setUploading(false);
      }
    },
    [documentType, maxFileBytes, fileTypes],
  );

  const hint = isDocumentType(documentType) ? requiredHint(documentType, values) : null;
  const canSave = Boolean(documentId) && status === "extracted" && !verified && !saving && hint === null;

  const save = useCallback(async () => {
    if (!documentId || !isDocumentType(documentType)) return;
    setAttempted(true);
    const check = validateVerification(documentType, values);
    if (!check.ok) return setSaveError(check.summary);
    setSaving(true);
    setSaveError(null);
    try {
      const payload = verifiedData(schema, values, lines, data?.extracted_data?.icd10_codes ?? []);
      const answer = await verifyDocument(documentId, documentType, payload);
      setVerified(true);
      setBillId(answer?.bill_id ?? null);
      if (documentType === "medical_bill" && !answer?.bill_id) {
        setSaveError(CAPTURE_MESSAGES.billCreateFailed + CAPTURE_MESSAGES.noBillReturned);
      }
    } catch (error) {
      const detail = error instanceof RequestFailed ? error.detail : null;
      setLimitReached(error instanceof RequestFailed && error.status === 402);
      setSaveError(detail ?? CAPTURE_MESSAGES.saveFailed(error instanceof RequestFailed ? error.status : 0));
    } finally {
      setSaving(false);
    }
  }, [documentId, documentType, values, lines, schema, data?.extracted_data?.icd10_codes]);

  return {
    documentType,
    chooseType,
    schema,
    formFields,
    localFile,
    upload,
    uploading,
    uploadError,
    scanning,
    documentId,
    processing,
    status,
    values,
    setField,
    lines,
    changeLines,
    hint,
    canSave,
    save,
    saving,
    saveError,
    verified,
    billId,
    limitReached,
    uploadedCount: uploadedIds.size,
    showErrorFor,
    leaveField,
    suggested,
    focusedField,
    setFocusedField,
  };
}

export type Capture = ReturnType<typeof useCapture>;
