// Highlighted OCR regions over the preview; regions read with confidence above 0.7 carry a
// percent label (000 §9). Boxes are fractions of the page, so any preview size can draw them.
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "#core/plans";
import type { OcrWord } from "#core/documents/types";

/** The label shown above a region, or null at or below the threshold. */
export function confidenceLabel(confidence: number): string | null {
  return confidence > CLASSIFICATION_CONFIDENCE_THRESHOLD ? `${Math.round(confidence * 100)}%` : null;
}

const pct = (fraction: number) => `${Math.max(0, Math.min(1, fraction)) * 100}%`;

export function OcrOverlay({ boxes, page = 1 }: { boxes: OcrWord[]; page?: number }) {
  const onPage = boxes.filter((b) => (b.page ?? 1) === page);
  if (!onPage.length) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="ocr-overlay" aria-hidden="true">
      {onPage.map((box, i) => {
        const label = confidenceLabel(box.confidence);
        const sure = label !== null;
        return (
          <div
            key={i}
            title={box.text}
            data-confidence={box.confidence}
            className={`absolute rounded-sm border ${
              sure ? "border-emerald-500/70 bg-emerald-300/25" : "border-amber-500/80 bg-amber-300/30"
            }`}
            style={{ left: pct(box.left), top: pct(box.top), width: pct(box.width), height: pct(box.height) }}
          >
            {label ? (
              <span className="absolute -top-3 left-0 rounded bg-emerald-600/90 px-0.5 text-[8px] leading-3 text-white">
                {label}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
