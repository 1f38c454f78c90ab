// `npm run bench:letters`: times the dispute-letter renderer (workflows/activities/letters) on a
// 5-finding and a 40-finding letter (free plan: watermark drawn), against a baseline measured in
// the same run: a bare one-page pdf-lib document with DejaVu Sans embedded, so a slow machine shows
// in both. Prints JSON with p50/p95 per case; the letter is a small part of the request's 5 s budget
// (issue 14), the target is a 40-finding letter at p95 ≤ 1 s. Flags: --runs N (default 20).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { PDFDocument } from "pdf-lib";
import { createLetterRenderer } from "#workflows/activities/letters";
import { embedLetterFonts } from "#workflows/activities/letters/fonts";
import { letterFacts, manyFindingsFacts } from "../../tests/fixtures/letters/facts";

const args = process.argv.slice(2);
const RUNS = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 20;
const TARGET_P95_MS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(run: () => Promise<unknown>) {
  await run(); // warm: the fonts are read once per process, the code is compiled
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50_ms: round(percentile(samples, 50)), p95_ms: round(percentile(samples, 95)) };
}

async function bareDocument() {
  const pdf = await PDFDocument.create();
  const fonts = await embedLetterFonts(pdf);
  pdf.addPage([612, 792]).drawText("Dispute letter", { x: 72, y: 700, size: 11, font: fonts.regular });
  return pdf.save();
}

async function main() {
  const renderer = createLetterRenderer();
  const five = letterFacts({ watermark: true });
  const forty = { ...manyFindingsFacts(40), watermark: true };
  const pages = {
    five: (await renderer.render(five, [])).pages,
    forty: (await renderer.render(forty, [])).pages,
  };
  const baseline = await time(bareDocument);
  const fiveFindings = await time(() => renderer.render(five, []));
  const fortyFindings = await time(() => renderer.render(forty, []));
  const report = {
    runs: RUNS,
    load_average_1m: Math.round(loadavg()[0] * 100) / 100,
    baseline_one_page: baseline,
    five_findings: { pages: pages.five, ...fiveFindings },
    forty_findings: { pages: pages.forty, ...fortyFindings },
    forty_vs_baseline_p50: Math.round((fortyFindings.p50_ms / Math.max(baseline.p50_ms, 0.1)) * 10) / 10,
    target_p95_ms: TARGET_P95_MS,
    within_target: fortyFindings.p95_ms <= TARGET_P95_MS,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

await main();
