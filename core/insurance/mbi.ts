// The Medicare Beneficiary Identifier (MBI) on the red, white, and blue Medicare card (001 §2 step 5,
// §5, §9: 11 characters). CMS's format: position 1 a digit 1–9; 2, 5, 8, 9 a letter; 4, 7, 10, 11 a
// digit; 3 and 6 a letter or a digit. Letters never S, L, O, I, B or Z. Cards print it with dashes
// (1EG4-TE5-MK73); it is stored without them, in capitals.
import { MBI_LENGTH } from "./types";

/** What the server answers for a Medicare number that is not one (the spec gives no words for it). */
export const MBI_INVALID =
  "Please enter the 11-character Medicare number from your Medicare card, like 1EG4-TE5-MK73";

const LETTER = "[AC-HJKMNP-RT-Y]";
const DIGIT = "[0-9]";
const EITHER = "[AC-HJKMNP-RT-Y0-9]";
const MBI = new RegExp(
  `^[1-9]${LETTER}${EITHER}${DIGIT}${LETTER}${EITHER}${DIGIT}${LETTER}${LETTER}${DIGIT}${DIGIT}$`,
);

/** The number as stored: spaces and dashes removed, capitals. */
export const normalizeMbi = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();

/** Whether `typed` (with or without dashes, any case) is a well-formed MBI. */
export function isValidMbi(typed: string): boolean {
  const mbi = normalizeMbi(typed);
  return mbi.length === MBI_LENGTH && MBI.test(mbi);
}
