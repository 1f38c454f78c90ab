// A composed letter (core/disputes/compose.ts) as blocks of measured lines, in the order a
// business letter reads: sender, date, recipient, the Re block, the salutation, the paragraphs (the
// findings numbered, the user's words set off), the signature and the enclosures.
import type { ComposedLetter, LetterParagraph } from "#core/disputes/compose";
import type { LetterFonts } from "./fonts";
import { wrapText, type Block, type Line } from "./layout";

/** US Letter, one-inch margins; the footer sits in the bottom margin. */
export const PAGE = { width: 612, height: 792, margin: 72 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

const BODY = { size: 10.5, leading: 14.5 };
const HEADING = { size: 12, leading: 17 };
/** Where a numbered paragraph's text starts, and a reference row's value. */
const HANG = 22;
/** A reference row's value starts after the widest label, within these bounds. */
const REFERENCE_VALUE_X = { min: 110, max: 220 };
const QUOTE_X = 16;

export function letterBlocks(letter: ComposedLetter, fonts: LetterFonts): Block[] {
  const text = (value: string, x = 0, bold = false, style = BODY, extra: Partial<Line> = {}): Line[] =>
    wrapText(value, bold ? fonts.bold : fonts.regular, style.size, CONTENT_WIDTH - x).map(
      (line) =>
        ({
          kind: "text",
          text: line,
          font: bold ? fonts.bold : fonts.regular,
          size: style.size,
          x,
          leading: style.leading,
          ...extra,
        }) as Line,
    );

  const blocks: Block[] = [];
  const add = (lines: Line[], before: number, options: Partial<Block> = {}) =>
    blocks.push({ lines, before, ...options });

  const [senderName, ...senderRest] = letter.sender;
  add([...text(senderName, 0, true), ...senderRest.flatMap((line) => text(line))], 0, { together: true });
  add(text(letter.date), 18, { together: true });
  const [recipientName, ...recipientRest] = letter.recipient;
  const addressSpace: Line[] = letter.recipientAddressMissing
    ? [0, 1].map(() => ({ kind: "rule", x: 0, width: 230, leading: 20 }))
    : [];
  add(
    [...text(recipientName, 0, true), ...recipientRest.flatMap((line) => text(line)), ...addressSpace],
    18,
    {
      together: true,
    },
  );

  add(text(`Re: ${letter.subject}`, 0, true), 20, { withNext: true });
  const widest = Math.max(
    ...letter.reference.map((row) => fonts.bold.widthOfTextAtSize(`${row.label}:`, BODY.size)),
  );
  const valueX = Math.min(REFERENCE_VALUE_X.max, Math.max(REFERENCE_VALUE_X.min, Math.ceil(widest + 12)));
  for (const row of letter.reference) {
    const [first, ...rest] = text(row.value, valueX);
    const label = { ...first, label: `${row.label}:` } as Line;
    add([label, ...rest], 0, { together: true });
  }
  add(text(letter.salutation), 16);

  for (const section of letter.sections) {
    if (section.heading) add(text(section.heading, 0, true, HEADING), 14, { withNext: true });
    for (const paragraph of section.paragraphs) addParagraph(paragraph);
  }

  add(
    [
      ...text(letter.closing),
      { kind: "text", text: "", font: fonts.regular, size: BODY.size, x: 0, leading: 26 },
      { kind: "rule", x: 0, width: 200, leading: 8 },
      ...text(letter.signature.name),
    ],
    18,
    { together: true },
  );

  if (letter.enclosures.length) {
    add(text(letter.enclosures.length === 1 ? "Enclosure:" : "Enclosures:", 0, true), 18, { withNext: true });
    letter.enclosures.forEach((item, i) => {
      const [first, ...rest] = text(item, HANG);
      add([{ ...first, label: `${i + 1}.` } as Line, ...rest], 2, { together: true });
    });
  }
  return blocks;

  function addParagraph(paragraph: LetterParagraph) {
    if (paragraph.kind === "numbered") {
      const [first, ...rest] = text(paragraph.title, HANG, true);
      add([{ ...first, label: `${paragraph.number}.` } as Line, ...rest], 12, { withNext: true });
      add(text(paragraph.text, HANG), 2);
    } else if (paragraph.kind === "quote") {
      add(text(paragraph.text, QUOTE_X, false, BODY, { quote: true }), 8);
    } else add(text(paragraph.text), 10);
  }
}
