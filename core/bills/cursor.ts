// The vault pages through bills newest first; a cursor names the last row of a page so the next
// page starts after it, whatever was added or deleted in between.

export interface BillCursor {
  /** The bill's date as sorted ('' when it has none, so undated bills come last). */
  date: string;
  createdAt: number;
  id: string;
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

export function encodeBillCursor(cursor: BillCursor): string {
  return toBase64Url(JSON.stringify([cursor.date, cursor.createdAt, cursor.id]));
}

/** The cursor, or null when the text is not one of ours. */
export function decodeBillCursor(text: string): BillCursor | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [date, createdAt, id] = value as unknown[];
    if (typeof date !== "string" || date.length > 40) return null;
    if (typeof createdAt !== "number" || !Number.isSafeInteger(createdAt)) return null;
    if (typeof id !== "string" || id.length === 0 || id.length > 64) return null;
    return { date, createdAt, id };
  } catch {
    return null;
  }
}
