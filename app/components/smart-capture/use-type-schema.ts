// The field schema of a document type (000 §7, §8): the same core definition the server validates
// against, so the browser needs no round trip for it; an unknown type gets the 'other' form.
import { useMemo } from "react";
import { documentTypeSchema, type DocumentTypeSchema } from "#core/documents/forms";
import { isDocumentType } from "#core/documents/types";

function builtInSchema(type: string): DocumentTypeSchema {
  return documentTypeSchema(isDocumentType(type) ? type : "other");
}

export function useTypeSchema(type: string): DocumentTypeSchema {
  return useMemo(() => builtInSchema(type), [type]);
}
