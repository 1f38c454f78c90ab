// 001 §9 colour thresholds: completeness 80/60 (percent), opportunity confidence 90/70 (percent),
// the analysis badge above 0.8 and 0.6 (fraction). Green, then yellow, then red.

export type ConfidenceTone = "green" | "yellow" | "red";

export const COMPLETENESS_THRESHOLDS = { green: 80, yellow: 60 } as const;
export const OPPORTUNITY_CONFIDENCE_THRESHOLDS = { green: 90, yellow: 70 } as const;
export const ANALYSIS_BADGE_THRESHOLDS = { green: 0.8, yellow: 0.6 } as const;

/** Completeness percentage (0-100): 80 and up green, 60 and up yellow. */
export function completenessTone(percentage: number): ConfidenceTone {
  if (percentage >= COMPLETENESS_THRESHOLDS.green) return "green";
  return percentage >= COMPLETENESS_THRESHOLDS.yellow ? "yellow" : "red";
}

/** Opportunity confidence as a percentage (0-100): 90 and up green, 70 and up yellow. */
export function opportunityTone(percentage: number): ConfidenceTone {
  if (percentage >= OPPORTUNITY_CONFIDENCE_THRESHOLDS.green) return "green";
  return percentage >= OPPORTUNITY_CONFIDENCE_THRESHOLDS.yellow ? "yellow" : "red";
}

/** A finding's confidence (0-1) on the analysis badge: above 0.8 green, above 0.6 yellow. */
export function analysisBadgeTone(confidence: number): ConfidenceTone {
  if (confidence > ANALYSIS_BADGE_THRESHOLDS.green) return "green";
  return confidence > ANALYSIS_BADGE_THRESHOLDS.yellow ? "yellow" : "red";
}
