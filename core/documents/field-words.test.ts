import { describe, expect, it } from "vitest";
import { wordsForValue } from "./field-words";
import type { OcrWord } from "./types";

const line = (...texts: string[]): OcrWord[] =>
  texts.map((text, i) => ({
    text,
    confidence: 0.9,
    left: i * 0.1,
    top: 0.1,
    width: 0.08,
    height: 0.02,
    page: 1,
  }));

describe("the words a field's value was read from", () => {
  const page = line(
    "Bayview",
    "Clinic,",
    "Account:",
    "AC-5521",
    "Date",
    "03/02/2026",
    "Total",
    "$1,410.25",
    "Clinic",
  );

  it("finds a name's words in order, not a lone common word elsewhere", () => {
    expect(wordsForValue("Bayview Clinic", page)).toEqual([0, 1]);
    expect(wordsForValue("AC-5521", page)).toEqual([3]);
  });

  it("finds a date however the document prints it", () => {
    expect(wordsForValue("2026-03-02", page, "date")).toEqual([5]);
    expect(wordsForValue("2026-03-02", line("Service", "Mar", "2,", "2026"), "date")).toEqual([1, 2, 3]);
  });

  it("finds an amount by its number, with a currency sign and thousands commas", () => {
    expect(wordsForValue("1410.25", page, "number")).toEqual([7]);
    expect(wordsForValue("1410.3", page, "number")).toEqual([]);
  });

  it("finds nothing for a blank value or one the document does not show", () => {
    expect(wordsForValue("", page)).toEqual([]);
    expect(wordsForValue("Harbor Imaging", page)).toEqual([]);
    expect(wordsForValue("2026-04-01", page, "date")).toEqual([]);
  });
});
