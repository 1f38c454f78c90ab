// The letter as its recipient opens it: the PDF's text through pdftotext (poppler), page by page.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { composeLetter, letterText } from "#core/disputes/compose";
import { formatUsd } from "#core/format/money";
import {
  appealFacts,
  FIVE_FINDINGS,
  letterFacts,
  manyFindingsFacts,
} from "../../../tests/fixtures/letters/facts";
import { flat, pdfImageCount, pdfInfo, pdfText, pdfWords } from "../../../tests/fixtures/letters/pdf-text";
import { enclosurePages } from "../recognition/enclosure-pages";
import { ReaderStopped } from "../recognition/errors";
import { encodeGreyPng } from "../recognition/formats";
import { findPdftoppm } from "../recognition/rasterize";
import { createLetterRenderer, WATERMARK_TEXT, type EnclosureFile } from "./index";

const pdftoppm = findPdftoppm();
/** The reading process's `pages`, run in this process for the test. */
const pages = (bytes: Uint8Array, contentType: string) =>
  enclosurePages(bytes, contentType, pdftoppm ? { pdftoppm } : "pdfjs");
const renderer = createLetterRenderer({ pages });
const squeeze = (text: string) => text.replace(/\s+/g, "");

async function eobPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("EXPLANATION OF BENEFITS FIXTURE", { x: 72, y: 700, size: 20, font });
  return doc.save();
}

function priorAuthPng(): Uint8Array {
  const [width, height] = [300, 200];
  const grey = new Uint8Array(width * height).fill(255);
  for (let y = 40; y < 160; y++) grey.fill(0, y * width + 40, y * width + 260);
  return encodeGreyPng(width, height, grey);
}

describe("the rendered letter", () => {
  it("says every finding's code and amount, the claim number, the provider and the user's words", async () => {
    const facts = letterFacts();
    const letter = await renderer.render(facts, []);
    const text = flat(pdfText(letter.pdf));
    for (const finding of FIVE_FINDINGS) {
      for (const code of finding.codes) expect(text).toContain(code);
      if (finding.billed_amount !== null) expect(text).toContain(formatUsd(finding.billed_amount));
    }
    expect(text).toContain("Claim number: CLM-448812");
    expect(text).toContain("Lakeside Medical Center");
    expect(text).toContain(
      flat("“My daughter was seen once in the emergency room. The blood test was drawn once, not twice."),
    );
    expect(text).toContain("I have paid every bill on time and only ask that the charges be corrected.”");
    expect(text).toContain("Please respond in writing within 30 days of the date of this letter");
    expect(letter).toMatchObject({
      filename: "dispute-letter-lakeside-medical-center-2026-03-02.pdf",
      opportunitiesCount: 5,
      potentialSavings: 4310.73,
      letterContent: letterText(composeLetter(facts)),
    });
  });

  it("writes names in any alphabet exactly, and keeps the patient out of the document's metadata", async () => {
    const letter = await renderer.render(letterFacts(), []);
    const text = pdfText(letter.pdf);
    expect(text).toContain("José Núñez");
    expect(text).toContain("Zoë Ødegaard");
    const info = pdfInfo(letter.pdf);
    expect(info).toMatch(/^Title:\s+Dispute letter$/m);
    expect(info).not.toMatch(/Zo|Ødegaard|Núñez/);
  });

  it("paginates a 40-finding letter with page numbers and no line lost or cut off", async () => {
    const letter = await renderer.render(manyFindingsFacts(40), []);
    expect(letter.pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(letter.pdf);
    for (let page = 1; page <= letter.pages; page++)
      expect(text).toContain(`Page ${page} of ${letter.pages}`);
    const numbers = [...text.matchAll(/^\s*(\d+)\.\s+Charge for code \d{5} above/gm)].map((m) =>
      Number(m[1]),
    );
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(
      flat(text).split("Correction requested: Reduce the charge to a fair price for the service."),
    ).toHaveLength(41);
    // Every word inside the margins; only the footer below the bottom one.
    for (const word of pdfWords(letter.pdf)) {
      expect(word.xMin).toBeGreaterThanOrEqual(71);
      expect(word.xMax).toBeLessThanOrEqual(541);
      const footer = word.yMin > 792 - 72;
      if (footer) expect(["Page", "of"].includes(word.text) || /^\d+$/.test(word.text)).toBe(true);
      else expect(word.yMin).toBeGreaterThanOrEqual(71);
    }
  });

  it("puts the free plan's watermark on every page, and none on a premium letter", async () => {
    const free = await renderer.render({ ...manyFindingsFacts(12), watermark: true }, []);
    expect(free.pages).toBeGreaterThan(1);
    for (let page = 1; page <= free.pages; page++)
      expect(squeeze(pdfText(free.pdf, page, "-raw"))).toContain(squeeze(WATERMARK_TEXT));
    const premium = await renderer.render(manyFindingsFacts(12), []);
    expect(squeeze(pdfText(premium.pdf, undefined, "-raw"))).not.toContain("Fairbill");
    expect(squeeze(pdfText(premium.pdf, undefined, "-raw"))).not.toContain("watermark");
  });

  it("appends the enclosed EOB and prior authorization as captioned pages and lists them", async () => {
    const facts = appealFacts();
    const without = await renderer.render({ ...facts, enclosures: [] }, []);
    const enclosures = [
      ...facts.enclosures,
      {
        document_id: "doc_auth",
        document_type: "prior_authorization" as const,
        filename: `auth-${"approved-imaging-".repeat(12)}2026.png`,
        storage_key: "k/auth",
        content_type: "image/png",
      },
    ];
    const files: EnclosureFile[] = [
      { enclosure: enclosures[0], bytes: await eobPdf() },
      { enclosure: enclosures[1], bytes: priorAuthPng() },
    ];
    const letter = await renderer.render({ ...facts, enclosures, watermark: true }, files);
    expect(letter.pages).toBe(without.pages + 2);
    expect(pdfImageCount(letter.pdf)).toBe(2);
    const eobPage = pdfText(letter.pdf, without.pages + 1);
    expect(eobPage).toContain("Enclosure 1: Explanation of Benefits — eob-march.pdf");
    expect(eobPage).toContain(`Page ${without.pages + 1} of ${letter.pages}`);
    // A long filename is shortened to fit the caption's line; the letter's list has it whole.
    expect(pdfText(letter.pdf, letter.pages)).toMatch(
      /Enclosure 2: Prior authorization — auth-approved-imaging-[a-z-]*…/,
    );
    for (const word of pdfWords(letter.pdf).filter((w) => w.page === letter.pages))
      expect(word.xMax).toBeLessThanOrEqual(612 - 36 + 0.5);
    expect(squeeze(pdfText(letter.pdf, letter.pages, "-raw"))).toContain(squeeze(WATERMARK_TEXT));
    const list = flat(pdfText(letter.pdf, without.pages, "-raw"));
    expect(list).toContain(
      "Enclosures: 1. Explanation of Benefits — eob-march.pdf 2. Prior authorization — auth-",
    );
    expect(list.replace(/ /g, "")).toContain(`auth-${"approved-imaging-".repeat(12)}2026.png`);
  });

  it("lists a file that cannot be attached instead of failing, and retries when the reader stopped", async () => {
    const facts = appealFacts();
    const broken: EnclosureFile[] = [
      { enclosure: facts.enclosures[0], bytes: new TextEncoder().encode("not a pdf") },
    ];
    const letter = await renderer.render(facts, broken);
    expect(pdfImageCount(letter.pdf)).toBe(0);
    expect(flat(pdfText(letter.pdf))).toContain(
      "1. Explanation of Benefits — eob-march.pdf (could not be attached)",
    );
    expect(letter.letterContent).toContain("(could not be attached)");

    const stopped = createLetterRenderer({ pages: () => Promise.reject(new ReaderStopped("killed")) });
    await expect(stopped.render(facts, [{ ...broken[0], bytes: await eobPdf() }])).rejects.toBeInstanceOf(
      ReaderStopped,
    );
  });
});
