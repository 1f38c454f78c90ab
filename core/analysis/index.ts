// The billing-error engine's public surface: analyze a bill, summarize it, and the pieces callers
// need to feed it (reference lookups) and to show its results (confidence colours).
export { analyzeBill, HIGH_CONFIDENCE } from "./engine";
export { AnalysisInputError, MAX_ANALYSIS_LINES, type AnalysisInputErrorCode } from "./input";
export {
  buildSummary,
  billCompleteness,
  billFigures,
  type BillFigures,
  type BillSummary,
  type SummaryOpportunity,
  type SummaryLineItem,
} from "./summary";
export { lookupsFromTables, referenceCodesFor, rateKey, diagnosisKey, type ReferenceTables } from "./lookups";
export { analysisBadgeTone, completenessTone, opportunityTone, type ConfidenceTone } from "./confidence";
export { FAIR_PRICE_MULTIPLE, PRICING_FLAG_MULTIPLE } from "./rules/pricing";
export { needsReanalysis } from "../bills/facts";
export * from "./types";
