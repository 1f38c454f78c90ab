// ICD-10-CM "codes" file (code, space, long description) and "order" file (order no., code, billable flag, short and long).
import { malformed } from "../lib/fields";
import { linesOf, type SourceText } from "../lib/malformed";

export interface IcdCodeRow {
  /** Without the dot, as CDC writes it ("E119"). */
  code: string;
  description: string;
}

export interface IcdOrderRow {
  orderNumber: number;
  code: string;
  billable: boolean;
  shortDescription: string;
  longDescription: string;
}

// FY2026 added codes with a letter in second place (QA00101), so only the first character must be a letter.
const CODE = /^[A-Z][0-9A-Z]{2,6}$/;

/** "E11.9" or "e119" → "E119". */
export const icdKey = (code: string) => code.replace(/\./g, "").trim().toUpperCase();
/** "E119" → "E11.9"; three-character categories have no dot. */
export const icdDisplay = (code: string) => (code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code);

export function parseIcdCodes(source: SourceText): { rows: IcdCodeRow[]; edition: string | null } {
  const rows: IcdCodeRow[] = [];
  const seen = new Set<string>();
  const lines = linesOf(source);
  for (const { text, line } of lines) {
    if (text.trim() === "") continue;
    const at = { source, line };
    const m = /^(\S{3,7}) +(\S.*)$/.exec(text);
    if (!m || text.length < 9 || text[7] !== " ")
      throw malformed(at, "expected a code in columns 1-7, a space, then the description");
    const code = m[1];
    if (!CODE.test(code)) throw malformed(at, `"${code}" is not an ICD-10-CM code`);
    if (seen.has(code)) throw malformed(at, `${code} appears twice`);
    seen.add(code);
    rows.push({ code, description: text.slice(8).trim() });
  }
  const year = /(\d{4})/.exec(source.name)?.[1];
  return { rows, edition: year ? `FY${year}` : null };
}

export function parseIcdOrder(source: SourceText): { rows: IcdOrderRow[]; edition: string | null } {
  const rows: IcdOrderRow[] = [];
  const lines = linesOf(source);
  for (const { text, line } of lines) {
    if (text.trim() === "") continue;
    const at = { source, line };
    // Layout: order 1-5, code 7-13, valid-for-HIPAA flag 15, short description 17-76, long from 78.
    if (text.length < 78 || text[5] !== " " || text[13] !== " " || text[15] !== " ") {
      throw malformed(
        at,
        "does not follow the order-file layout (order 1-5, code 7-13, flag 15, short 17-76, long 78-)",
      );
    }
    const order = text.slice(0, 5);
    const code = text.slice(6, 13).trim();
    const flag = text[14];
    if (!/^\d{5}$/.test(order)) throw malformed(at, `order number "${order}" is not 5 digits`);
    if (!CODE.test(code)) throw malformed(at, `"${code}" is not an ICD-10-CM code`);
    if (flag !== "0" && flag !== "1") throw malformed(at, `billable flag "${flag}" is not 0 or 1`);
    rows.push({
      orderNumber: Number(order),
      code,
      billable: flag === "1",
      shortDescription: text.slice(16, 76).trim(),
      longDescription: text.slice(77).trim(),
    });
  }
  const year = /(\d{4})/.exec(source.name)?.[1];
  return { rows, edition: year ? `FY${year}` : null };
}
