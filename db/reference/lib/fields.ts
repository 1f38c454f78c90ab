import { MalformedInputError, type SourceText } from "./malformed";

/** Where a value came from, so a bad cell is reported with its file and line. */
export interface At {
  source: SourceText;
  line: number;
}

/**
 * An exact fixed-point integer from decimal text ("2.75", 2 places → 275; "032.3465", 4 → 323465).
 * Money and RVUs are never parsed as floats, so 2.75 × 32.3465 rounds like CMS's own tables.
 */
export function fixedPoint(value: string, places: number, at: At, column: string): number {
  const text = value.trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) {
    throw new MalformedInputError(at.source.name, at.line, `${column} "${value}" is not a number`);
  }
  const frac = m[3] ?? "";
  if (frac.length > places && /[1-9]/.test(frac.slice(places))) {
    throw new MalformedInputError(
      at.source.name,
      at.line,
      `${column} "${value}" has more than ${places} decimals`,
    );
  }
  const digits = (m[2] || "0") + frac.slice(0, places).padEnd(places, "0");
  const n = Number.parseInt(digits, 10);
  return m[1] === "-" ? -n : n;
}

/** A HCPCS/CPT code: five letters or digits. */
export function procedureCode(value: string, at: At, column = "code"): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z0-9]{5}$/.test(code)) {
    throw new MalformedInputError(
      at.source.name,
      at.line,
      `${column} "${value}" is not a 5-character HCPCS/CPT code`,
    );
  }
  return code;
}

/** A value from a closed list, e.g. a status or indicator. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], at: At, column: string): T {
  const v = value.trim() as T;
  if (!allowed.includes(v)) {
    throw new MalformedInputError(
      at.source.name,
      at.line,
      `${column} "${value}" is not one of ${allowed.join(", ")}`,
    );
  }
  return v;
}

/** An 8-digit YYYYMMDD date as ISO text, or null when the file leaves it blank. */
export function yyyymmdd(value: string, at: At, column: string): string | null {
  const v = value.trim();
  if (v === "") return null;
  if (!/^\d{8}$/.test(v)) {
    throw new MalformedInputError(at.source.name, at.line, `${column} "${value}" is not a YYYYMMDD date`);
  }
  return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
}

export function malformed(at: At, detail: string): MalformedInputError {
  return new MalformedInputError(at.source.name, at.line, detail);
}
