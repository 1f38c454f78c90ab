// The field schema of a document type from the server, with the built-in fields as the silent
// fallback (000 §7, §8).
import { useEffect, useState } from "react";
import { documentTypeSchema, type DocumentTypeSchema } from "#core/documents/forms";
import { isDocumentType } from "#core/documents/types";
import { getTypeSchema } from "./api";

export function builtInSchema(type: string): DocumentTypeSchema {
  return documentTypeSchema(isDocumentType(type) ? type : "other");
}

function usable(schema: unknown): schema is DocumentTypeSchema {
  const s = schema as DocumentTypeSchema | null;
  return Boolean(s && Array.isArray(s.fields) && Array.isArray(s.extracted_fields));
}

export function useTypeSchema(type: string): DocumentTypeSchema {
  const [schema, setSchema] = useState(() => builtInSchema(type));
  useEffect(() => {
    let cancelled = false;
    setSchema(builtInSchema(type));
    getTypeSchema(type).then(
      (answer) => !cancelled && usable(answer) && setSchema(answer),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [type]);
  return schema;
}
