// The letter renderer the dispute workflow's activity uses (issue 14). SKELETON: the "letter"
// workstream replaces createLetterRenderer with the real one (core/disputes/compose.ts + pdf-lib
// with an embedded Unicode font; enclosure pages rasterized in the reading process, decision 016).
import type { LetterEnclosure, LetterFacts } from "#core/disputes/facts";

export interface EnclosureFile {
  enclosure: LetterEnclosure;
  bytes: Uint8Array;
}

export interface RenderedLetter {
  filename: string;
  pdf: Uint8Array;
  pages: number;
  /** The letter as plain text (the API's letter_content). */
  letterContent: string;
  opportunitiesCount: number;
  potentialSavings: number;
}

export interface LetterRenderer {
  render(facts: LetterFacts, enclosures: EnclosureFile[]): Promise<RenderedLetter>;
}

export function createLetterRenderer(): LetterRenderer {
  return {
    render() {
      return Promise.reject(new Error("The letter renderer is being built"));
    },
  };
}
