// Layouts of the twenty-sixth development round (issue 17, decision 099). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const MA_HEADER: [string, number][] = [
  ["Service you received", 0.1],
  ["Amount billed", 0.45],
  ["Plan approved", 0.58],
  ["Plan's share", 0.71],
  ["Your share", 0.83],
];
const maRow = (text: string, ...money: string[]): [string, number][] => [
  [text, 0.1],
  ...money.map((m, i): [string, number] => [m, [0.45, 0.58, 0.71, 0.83][i]]),
];

describe("a code printed on the line under its service", () => {
  it("is never six digits alone: those are the lab's own numbers", () => {
    const eob = extractDocument(
      page([
        "Larchmont Medicare Advantage (HMO)",
        "Explanation of Benefits - This is not a bill",
        MA_HEADER,
        maRow("Office visit, established patient", "$310.00", "$128.44", "$108.44", "$20.00"),
        [["Code 99214", 0.12]],
        maRow("Troponin, high sensitivity", "$186.00", "$41.20", "$41.20", "$0.00"),
        [["482913", 0.12]],
      ]),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([["99214", 310]]);
  });
});
