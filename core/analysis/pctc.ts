// The PFS PC/TC indicator as data: what each value says about a code's professional (-26) and
// technical (-TC) components, in plain words, and whether the RVU file's documentation allows each
// modifier with it. `null` means the documentation does not say, so nothing is flagged (ADR 080).

export const PCTC_SOURCE =
  "CMS National Physician Fee Schedule Relative Value File documentation (RVUPUB), PC/TC indicator; Medicare Claims Processing Manual (Pub. 100-04) Ch. 23, Addendum: MPFSDB record layout, PC/TC indicator";

export type ComponentModifier = "26" | "TC";
export const COMPONENT_MODIFIERS: readonly ComponentModifier[] = ["26", "TC"];

export interface PctcIndicator {
  /** What the code is, as a person reads it ("a doctor's service that is not split into parts"). */
  meaning: string;
  /** true: the documentation allows the modifier; false: it says the modifier cannot be used. */
  allows: Record<ComponentModifier, boolean | null>;
}

const neither = { "26": false, TC: false } as const;

export const PCTC_INDICATORS: Record<string, PctcIndicator> = {
  "0": {
    meaning: "a doctor's service that has no separate professional and technical parts",
    allows: neither,
  },
  "1": {
    meaning: "a test with a professional part (the reading and report) and a technical part",
    allows: { "26": true, TC: true },
  },
  "2": {
    meaning: "the professional part (reading and report) of a test, with a code of its own",
    allows: neither,
  },
  "3": { meaning: "the technical part of a test, with a code of its own", allows: neither },
  "4": {
    meaning: "a complete test whose professional and technical parts have codes of their own",
    allows: neither,
  },
  "5": { meaning: "a service given by staff under a doctor's supervision", allows: neither },
  "6": {
    meaning: "a doctor's interpretation of a lab test, which has no technical part",
    allows: { "26": true, TC: false },
  },
  // A therapist's service: the documentation speaks of where it is paid, not of these modifiers.
  "7": { meaning: "a therapist's service", allows: { "26": null, TC: null } },
  "8": {
    meaning: "a doctor's interpretation of a blood smear, which has no technical part",
    allows: { "26": null, TC: false },
  },
  "9": { meaning: "a service that has no separate professional and technical parts", allows: neither },
};

/** The code's indicator when the documentation says `modifier` cannot be used with it, else null. */
export function modifierNotAllowed(
  indicator: string | null,
  modifier: ComponentModifier,
): PctcIndicator | null {
  const row = indicator === null ? undefined : PCTC_INDICATORS[indicator];
  return row && row.allows[modifier] === false ? row : null;
}

/** Indicator 1: the global code is the professional and the technical component together. */
export const HAS_COMPONENTS = "1";
