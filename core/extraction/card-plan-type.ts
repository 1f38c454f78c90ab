// A card's plan type ('PPO', 'HMO', 'EPO' …), as its badge prints it.
import type { ExtractContext } from "./context";

const PLAN_TYPE = /(?<![A-Za-z])(HMO-POS|HDHP|PPO|HMO|EPO|POS|PFFS|HSA)(?![A-Za-z])/;

/** The plan type as a card's badge prints it, or its letters OCR read apart ('E PO'), alone in a cell. */
export function planType(ctx: ExtractContext): string | null {
  const printed = PLAN_TYPE.exec(ctx.text)?.[1];
  if (printed) return printed;
  const apart = ctx.lines
    .flatMap((l) => l.cells)
    .map((c) => c.text.trim())
    .find(
      (t) =>
        /^[A-Z]{1,3}( [A-Z]{1,3})+$/.test(t) &&
        PLAN_TYPE.exec(t.replace(/ /g, ""))?.[0].length === t.replace(/ /g, "").length,
    );
  return apart ? apart.replace(/ /g, "") : null;
}
