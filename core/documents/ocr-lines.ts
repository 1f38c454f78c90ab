// The percent labels of the OCR overlay (000 §9: shown when confidence is above 0.7), one per run of
// sure words on a line rather than one per word, placed just after the run, so a page of labels
// stays readable. A word at or below the threshold is never inside a labelled run.
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "../plans";
import type { OcrWord } from "./types";

export interface ConfidenceLabel {
  /** Where the label starts: the right edge of its run, and the run's top (fractions of the page). */
  left: number;
  top: number;
  height: number;
  /** 'NN%': the lowest confidence in the run, so the label never overstates a word. */
  text: string;
  /** Indices into the words given, in reading order. */
  words: number[];
}

/** The label of one region, or null at or below the threshold. */
export function confidenceLabel(confidence: number): string | null {
  return confidence > CLASSIFICATION_CONFIDENCE_THRESHOLD ? `${Math.round(confidence * 100)}%` : null;
}

/** Two words are one run when they sit on one line and the gap between them is under this (page widths). */
const MAX_GAP = 0.03;

const sameLine = (a: OcrWord, b: OcrWord) =>
  Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < Math.max(a.height, b.height) * 0.6;

export function confidenceLabels(words: OcrWord[]): ConfidenceLabel[] {
  const order = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => confidenceLabel(word.confidence) !== null)
    .sort((a, b) => a.word.top - b.word.top || a.word.left - b.word.left);
  const runs: { word: OcrWord; index: number }[][] = [];
  for (const item of order) {
    // The run this word continues: one on its line that ends just before it.
    const run = runs.find((r) => {
      const last = r[r.length - 1].word;
      const gap = item.word.left - (last.left + last.width);
      return sameLine(last, item.word) && gap > -last.width / 2 && gap < MAX_GAP;
    });
    if (run) run.push(item);
    else runs.push([item]);
  }
  return runs.map((run) => {
    const last = run[run.length - 1].word;
    const lowest = Math.min(...run.map((r) => r.word.confidence));
    return {
      left: last.left + last.width,
      top: Math.min(...run.map((r) => r.word.top)),
      height: Math.max(...run.map((r) => r.word.height)),
      text: confidenceLabel(lowest) ?? "",
      words: run.map((r) => r.index),
    };
  });
}
