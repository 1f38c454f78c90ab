import { MalformedInputError, type SourceText } from "./malformed";

export interface CsvRecord {
  fields: string[];
  /** 1-based line on which the record starts. */
  line: number;
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks), with their line numbers. */
export function readCsv(source: SourceText, delimiter = ","): CsvRecord[] {
  const { name, text } = source;
  if (text.length === 0) throw new MalformedInputError(name, 1, "the file is empty");
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    records.push({ fields, line: start });
    fields = [];
    field = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.length === 0) quoted = true;
    else if (ch === delimiter) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else field += ch;
    i++;
  }
  if (quoted) throw new MalformedInputError(name, start, "a quoted field is never closed (truncated file?)");
  if (field.length > 0 || fields.length > 0) {
    throw new MalformedInputError(
      name,
      start,
      "the file ends in the middle of a record (truncated download?)",
    );
  }
  return records;
}

/** True for records made only of empty cells (CMS files separate blocks with ",,,,"). */
export const isBlank = (r: CsvRecord) => r.fields.every((f) => f.trim() === "");

/** Checks a header row cell by cell and names the first cell that differs. */
export function expectHeader(source: SourceText, record: CsvRecord | undefined, expected: string[]): void {
  if (!record) throw new MalformedInputError(source.name, 1, `header row ${expected.join(",")} not found`);
  const got = record.fields.map((f) => f.replace(/\s+/g, " ").trim().toUpperCase());
  for (let i = 0; i < expected.length; i++) {
    if (got[i] !== expected[i].toUpperCase()) {
      throw new MalformedInputError(
        source.name,
        record.line,
        `column ${i + 1} is "${record.fields[i] ?? ""}", expected "${expected[i]}" (unknown layout)`,
      );
    }
  }
  const extra = got.slice(expected.length).filter((f) => f !== "");
  if (extra.length > 0) {
    throw new MalformedInputError(source.name, record.line, `unknown columns: ${extra.join(", ")}`);
  }
}

/** Fails a data record whose cell count differs from the header's. */
export function expectWidth(source: SourceText, record: CsvRecord, width: number): void {
  const n = record.fields.length;
  const trailing = record.fields.slice(width).every((f) => f === "");
  if (n < width || !trailing) {
    throw new MalformedInputError(source.name, record.line, `has ${n} columns, expected ${width}`);
  }
}

/** A data record keyed by the header's column names. */
export interface HeaderedRecord {
  row: Record<string, string>;
  line: number;
}

/**
 * A CSV whose first row names its columns (CMS's PUFs and the MA Landscape): records keyed by name,
 * so extra or reordered columns (a leading pandas index, a newer year's additions) do not matter.
 * Fails on the header line when a required column is absent, and on any record wider than the header.
 */
export function readCsvByHeader(source: SourceText, required: readonly string[]): HeaderedRecord[] {
  const records = readCsv(source).filter((r) => !isBlank(r));
  const head = records[0];
  if (!head) throw new MalformedInputError(source.name, 1, "the file has no header row");
  const names = head.fields.map((f, i) => (i === 0 ? f.replace(/^\uFEFF/, "") : f).trim());
  const missing = required.filter((c) => !names.includes(c));
  if (missing.length > 0) {
    throw new MalformedInputError(
      source.name,
      head.line,
      `column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")} not found (unknown layout)`,
    );
  }
  return records.slice(1).map((record) => {
    expectWidth(source, record, names.length);
    const row: Record<string, string> = {};
    names.forEach((name, i) => {
      if (name !== "" && !(name in row)) row[name] = record.fields[i] ?? "";
    });
    return { row, line: record.line };
  });
}
