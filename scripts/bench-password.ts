// Measures the CPU cost of one password hash and one check (docs/decisions/003-password-hashing.md).
// Run: npx tsx scripts/bench-password.ts [rounds]
import { PASSWORD_ITERATIONS, hashPassword, verifyPassword } from "../app/services/auth/password.server";

export interface BenchResult {
  iterations: number;
  rounds: number;
  hashMs: { median: number; p95: number };
  verifyMs: { median: number; p95: number };
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)) };
}

export async function benchPasswordHashing(
  rounds = 20,
  iterations = PASSWORD_ITERATIONS,
): Promise<BenchResult> {
  await hashPassword("warm-up", iterations);
  const hashTimes: number[] = [];
  const verifyTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = performance.now();
    const stored = await hashPassword(`correct horse battery staple ${i}`, iterations);
    hashTimes.push(performance.now() - start);
    start = performance.now();
    await verifyPassword(`correct horse battery staple ${i}`, stored);
    verifyTimes.push(performance.now() - start);
  }
  return { iterations, rounds, hashMs: summarize(hashTimes), verifyMs: summarize(verifyTimes) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv[2] ?? 20);
  const result = await benchPasswordHashing(rounds);
  console.log(`Node ${process.version}, PBKDF2-SHA256 x ${result.iterations}, ${result.rounds} rounds`);
  console.log(`hash:   median ${result.hashMs.median} ms, p95 ${result.hashMs.p95} ms`);
  console.log(`verify: median ${result.verifyMs.median} ms, p95 ${result.verifyMs.p95} ms`);
}
