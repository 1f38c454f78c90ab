// `npm run bench:analysis`: times analyzeBill (and buildSummary) on a 100-line bill with the reference
// lookups built from the real files (REFERENCE_DATA_DIR), preloaded for the bill as the Worker adapter
// does. Prints JSON; the target is a median ≤ 20 ms (p95 is printed too, with the machine's load, since
// a busy machine's scheduling shows in the tail). Flags: --lines N (default 100), --runs N (default 300).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  analyzeBill,
  buildSummary,
  lookupsFromTables,
  type AnalysisBill,
  type AnalysisLineItem,
} from "#core/analysis";
import { forgetReferenceData, loadReferenceData } from "../../tests/fixtures/analysis/reference-files";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const LINES = option("--lines", 100);
const RUNS = option("--runs", 300);
const TARGET_MS = 20;

/** A hospital-style statement: visits, labs, imaging and therapy over five days, a few errors planted. */
function longBill(lines: number): AnalysisBill {
  const catalog: [string, number][] = [
    ["99214", 290],
    ["36415", 18],
    ["80053", 22],
    ["85025", 16],
    ["83036", 20],
    ["71046", 80],
    ["93000", 32],
    ["97110", 60],
    ["97140", 55],
    ["82947", 8],
    ["84443", 32],
    ["87880", 95],
    ["70450", 1800],
    ["99931", 120],
  ];
  const items: AnalysisLineItem[] = Array.from({ length: lines }, (_, i) => {
    const [code, price] = catalog[i % catalog.length];
    return {
      id: `line-${i + 1}`,
      cpt_code: code,
      units: 1,
      billed_amount: price,
      diagnosis_codes: i % 5 === 0 ? ["E11.9", "I10"] : [],
      service_date: `2025-06-0${1 + (i % 5)}`,
    };
  });
  return {
    id: "bench-bill",
    service_date: "2025-06-01",
    provider_name: "St. Francis Hospital",
    patient_id: "self",
    claim_number: "BENCH-1",
    total_billed_amount: items.reduce((s, l) => s + l.billed_amount, 0) + 100,
    line_items: items,
    diagnosis_codes: ["E11.9", "I10", "M54.5"],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function main() {
  const loadStart = performance.now();
  const bill = longBill(LINES);
  // Keep only this bill's rows, as the Worker adapter preloads them, and let the parsed files go.
  const tables = (await loadReferenceData()).tablesFor(bill, "94103");
  forgetReferenceData();
  const loadMs = performance.now() - loadStart;
  (globalThis as { gc?: () => void }).gc?.();
  for (let i = 0; i < 20; i++) buildSummary(bill, analyzeBill(bill, lookupsFromTables(tables)));

  const analysis: number[] = [];
  const summary: number[] = [];
  let findings = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = analyzeBill(bill, lookupsFromTables(tables));
    const t1 = performance.now();
    buildSummary(bill, result);
    summary.push(performance.now() - t1);
    analysis.push(t1 - t0);
    findings = result.total_errors;
  }
  analysis.sort((a, b) => a - b);
  summary.sort((a, b) => a - b);
  const p50 = percentile(analysis, 50);
  const report = {
    lines: LINES,
    runs: RUNS,
    findings,
    reference_files_load_ms: Math.round(loadMs),
    analysis_ms: {
      p50: round(p50),
      p95: round(percentile(analysis, 95)),
      max: round(analysis[analysis.length - 1]),
    },
    summary_ms: { p50: round(percentile(summary, 50)), p95: round(percentile(summary, 95)) },
    load_average_1m: Math.round(loadavg()[0] * 100) / 100,
    target_ms: TARGET_MS,
    within_target: p50 <= TARGET_MS,
  };
  console.log(JSON.stringify(report, null, 2));
  if (!report.within_target) process.exitCode = 1;
}

await main();
