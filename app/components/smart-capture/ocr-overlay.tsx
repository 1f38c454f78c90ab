// Highlighted OCR regions over the preview; regions read with confidence above 0.7 carry a small
// percent label beside the word (000 §9), so the page stays readable. The words the field being
// edited was read from light up. Boxes are fractions of the page, so any preview size can draw them.
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "#core/plans";
import type { OcrWord } from "#core/documents/types";

/** The label shown beside a region, or null at or below the threshold. */
export function confidenceLabel(confidence: number): string | null {
  return confidence > CLASSIFICATION_CONFIDENCE_THRESHOLD ? `${Math.round(confidence * 100)}%` : null;
}

const pct = (fraction: number) => `${Math.max(0, Math.min(1, fraction)) * 100}%`;

function boxClass(sure: boolean, lit: boolean): string {
  if (lit) return "border-2 border-brand-600 bg-brand-600/25 shadow-[0_0_0_2px_rgba(255,255,255,0.9)]";
  return sure
    ? "border border-emerald-500/50 bg-emerald-300/15"
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
  return (
    <div
      className="pointer-events-none absolute inset-0"
      data-testid="ocr-overlay"
      data-highlighted={lit.size}
      aria-hidden="true"
    >
      {onPage.map(({ box, index }) => {
        const label = confidenceLabel(box.confidence);
        const isLit = lit.has(index);
        return (
          <div
            key={index}
            title={box.text}
            data-confidence={box.confidence}
            data-lit={isLit || undefined}
            className={`absolute rounded-sm ${boxClass(label !== null, isLit)} ${isLit ? "z-10" : ""}`}
            style={{ left: pct(box.left), top: pct(box.top), width: pct(box.width), height: pct(box.height) }}
          >
            {label ? (
              <span
                data-testid="confidence-label"
                className={`absolute bottom-full left-full -ml-1 whitespace-nowrap rounded-sm px-px text-[7px] leading-[8px] ${
                  isLit ? "bg-brand-700 text-white" : "bg-white/80 text-emerald-800"
                }`}
              >
                {label}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
