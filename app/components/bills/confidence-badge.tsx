// The three confidence colours (001 §9), always with words beside the colour.
import type { ConfidenceTone } from "#core/analysis/confidence";
import { VIEW_MESSAGES } from "#core/analysis/view-messages";

export const TONE_CLASSES: Record<ConfidenceTone, string> = {
  green: "bg-green-100 text-green-800 ring-green-600/30",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  red: "bg-red-100 text-red-800 ring-red-600/30",
};

/** `percent` is what the badge says (0-100); `tone` comes from the scale of the view it sits in. */
export function ConfidenceBadge({ tone, percent }: { tone: ConfidenceTone; percent: number }) {
  return (
    <span
      data-tone={tone}
      data-testid="confidence"
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {VIEW_MESSAGES.confidence[tone]} · {Math.round(percent)}%
    </span>
  );
}
