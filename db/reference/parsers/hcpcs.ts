// HCPC<year>_<month>_ANWEB_<date>.txt: the HCPCS Level II alpha-numeric file, fixed-width 320-character records.
import { malformed, yyyymmdd } from "../lib/fields";
import { linesOf, type SourceText } from "../lib/malformed";

export interface HcpcsRow {
  code: string;
  longDescription: string;
  shortDescription: string;
  pricingIndicator: string;
  coverageCode: string;
  betos: string;
  addDate: string | null;
  actionEffectiveDate: string | null;
  terminationDate: string | null;
  actionCode: string;
  /** False for codes the file still lists but that ended before the file's release. */
  active: boolean;
}

const RECORD_LENGTH = 320;
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** Record positions from CMS's record layout (HCPC<year>_recordlayout.txt), 1-based inclusive. */
const col = (text: string, begin: number, end: number) => text.slice(begin - 1, end);

export function parseHcpcs(source: SourceText): { rows: HcpcsRow[]; edition: string | null } {
  const release = /HCPC(\d{4})_([A-Z]{3})/i.exec(source.name);
  const month = release ? MONTHS.indexOf(release[2].toUpperCase()) + 1 : 0;
  const releaseDate = release && month > 0 ? `${release[1]}-${String(month).padStart(2, "0")}-01` : null;
  const rows: HcpcsRow[] = [];
  let current: HcpcsRow | null = null;
  let modifier = "";
  const lines = linesOf(source);
  for (const { text, line } of lines) {
    if (text.trim() === "" || text === "\x1a") continue;
    const at = { source, line };
    if (text.length !== RECORD_LENGTH)
      throw malformed(at, `record is ${text.length} characters, expected ${RECORD_LENGTH}`);
    const ric = col(text, 11, 11);
    const longPart = col(text, 12, 91).trim();
    if (ric === "3") {
      const code = col(text, 1, 5);
      if (!/^[A-Z]\d{4}$/.test(code)) throw malformed(at, `HCPCS code "${code}" is not a Level II code`);
      const terminationDate = yyyymmdd(col(text, 285, 292), at, "termination date");
      current = {
        code,
        longDescription: longPart,
        shortDescription: col(text, 92, 119).trim(),
        pricingIndicator: col(text, 120, 121).trim(),
        coverageCode: col(text, 230, 230).trim(),
        betos: col(text, 257, 259).trim(),
        addDate: yyyymmdd(col(text, 269, 276), at, "code added date"),
        actionEffectiveDate: yyyymmdd(col(text, 277, 284), at, "action effective date"),
        terminationDate,
        actionCode: col(text, 293, 293).trim(),
        active: !terminationDate || !releaseDate || terminationDate >= releaseDate,
      };
      rows.push(current);
      modifier = "";
    } else if (ric === "4") {
      if (!current || col(text, 1, 5) !== current.code) {
        throw malformed(
          at,
          `description continuation for "${col(text, 1, 5)}" does not follow its code record`,
        );
      }
      current.longDescription = `${current.longDescription} ${longPart}`;
    } else if (ric === "7") {
      modifier = col(text, 4, 5);
      if (!/^[A-Z0-9]{2}$/.test(modifier)) throw malformed(at, `modifier "${modifier}" is not 2 characters`);
      current = null;
    } else if (ric === "8") {
      if (col(text, 4, 5) !== modifier)
        throw malformed(at, `modifier continuation does not follow its modifier record`);
    } else {
      throw malformed(at, `record identification code "${ric}" is not 3, 4, 7 or 8`);
    }
  }
  for (const row of rows) row.longDescription = row.longDescription.replace(/\s+/g, " ").trim();
  return { rows, edition: release ? `${release[1]} ${release[2].toUpperCase()} release` : null };
}
