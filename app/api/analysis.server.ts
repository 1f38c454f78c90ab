import { AnalysisResult, BillSummary } from "./bill-responses";
import { endpoint, type Endpoint } from "./endpoint";
import { analyzeUserBill, summarizeUserBill } from "~/services/analysis/bill-analysis.server";

export const analysisEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/bills/{id}/analysis",
    summary: "Billing-error analysis of one bill, with evidence per finding (premium)",
    tag: "analysis",
    auth: "user",
    response: AnalysisResult,
    errors: [403, 404, 422],
    handle: async ({ db, signedIn, params }) => (await analyzeUserBill(db, signedIn, params.id)).result,
  }),
  endpoint({
    method: "GET",
    path: "/api/bills/{id}/summary",
    summary: "Bill summary: opportunities, completeness, bill info and lines (premium)",
    tag: "analysis",
    auth: "user",
    response: BillSummary,
    errors: [403, 404, 422],
    handle: ({ db, signedIn, params }) => summarizeUserBill(db, signedIn, params.id),
  }),
] as Endpoint[];
