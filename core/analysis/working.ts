// The engine's working form of a bill (input.ts builds it from the API's bill; the rules,
// findings and messages read it): money in integer cents, codes upper-cased, each line's date
// and EOB line resolved. Types only, in their own file so messages.ts and input.ts need not
// import each other.
import type { AnalysisBill, AnalysisLineItem, EobLine, LineSource } from "./types";

export interface WorkingEobLine {
  index: number;
  line: EobLine;
  code: string;
  billed: number;
  allowed: number;
  paid: number;
  responsibility: number | null;
  denied: boolean;
}

export interface WorkingLine {
  index: number;
  position: number;
  id: string;
  code: string;
  modifiers: string[];
  units: number;
  billed: number;
  allowed: number | null;
  paid: number | null;
  /** Diagnosis codes of the line, or the bill's when the line has none; with the dot. */
  dx: string[];
  date: string | null;
  minutes: number | null;
  source: LineSource | null;
  item: AnalysisLineItem;
  eob: WorkingEobLine | null;
}

export interface WorkingBill {
  bill: AnalysisBill;
  lines: WorkingLine[];
  dx: string[];
  eobLines: WorkingEobLine[];
  dueCents: number | null;
  totalCents: number | null;
  eobTotalCents: number | null;
}
