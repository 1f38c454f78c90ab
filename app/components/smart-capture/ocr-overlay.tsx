// Highlighted OCR regions over the preview. Regions read with confidence above 0.7 carry a small
// percent label (000 §9), one after each run of such words on a line, so the page stays readable
// (core/documents/ocr-lines). The words the field being edited was read from light up. Boxes are
// fractions of the page, so any preview size can draw them.
import { confidenceLabel, confidenceLabels } from "#core/documents/ocr-lines";
import type { OcrWord } from "#core/documents/types";

export { confidenceLabel };

const pct = (fraction: number) => `${Math.max(0, Math.min(1, fraction)) * 100}%`;

function boxClass(sure: boolean, lit: boolean): string {
  if (lit) return "z-10 bg-yellow-300/40 outline outline-2 outline-offset-1 outline-brand-600";
  return sure
    ? "border border-emerald-500/40 bg-emerald-300/15"
    : "border border-amber-500/70 bg-amber-300/25";
}

export function OcrOverlay({
  boxes,
  page = 1,
  highlighted = [],
}: {
  boxes: OcrWord[];
  page?: number;
  /** Indices into `boxes` of the words to light up. */
  highlighted?: number[];
}) {
  const lit = new Set(highlighted);
  const onPage = boxes.map((box, index) => ({ box, index })).filter(({ box }) => (box.page ?? 1) === page);
  if (!onPage.length) return null;
  const labels = confidenceLabels(onPage.map(({ box }) => box));
  return (
    <div
      className="pointer-events-none absolute inset-0"
      data-testid="ocr-overlay"
      data-highlighted={lit.size}
      aria-hidden="true"
    >
      {onPage.map(({ box, index }) => (
        <div
          key={index}
          title={box.text}
          data-confidence={box.confidence}
          data-lit={lit.has(index) || undefined}
          className={`absolute rounded-sm ${boxClass(confidenceLabel(box.confidence) !== null, lit.has(index))}`}
          style={{ left: pct(box.left), top: pct(box.top), width: pct(box.width), height: pct(box.height) }}
        />
      ))}
      {labels.map((label) => {
        const isLit = label.words.some((i) => lit.has(onPage[i].index));
        return (
          <span
            key={`label-${label.words[0]}`}
            data-testid="confidence-label"
            className={`absolute flex items-center whitespace-nowrap pl-px text-[6px] leading-none ${
              isLit ? "z-10 font-semibold text-brand-700" : "text-emerald-700/80"
            }`}
            style={{ left: pct(label.left), top: pct(label.top), height: pct(label.height) }}
          >
            {label.text}
          </span>
        );
      })}
    </div>
  );
}
