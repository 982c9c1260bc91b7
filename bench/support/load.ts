/** Figures of one storm: throughput and latency percentiles. */
export interface StormResult {
  name: string;
  ops: number;
  ok: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `operation` from `concurrency` workers until `seconds` pass or `maxOps` are done (bounded either way),
 * or, given `until`, as soon as it says stop. `operation(i)` resolves true for a success, false for a clean
 * refusal; a throw counts as an error.
 */
export async function storm(
  name: string,
  opts: { concurrency: number; seconds: number; maxOps: number; until?: () => boolean },
  operation: (i: number) => Promise<boolean>,
): Promise<StormResult> {
  const latencies: number[] = [];
  let next = 0;
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && next < opts.maxOps && !opts.until?.()) {
      const i = next++;
      const t0 = performance.now();
      try {
        if (await operation(i)) ok++;
      } catch (error) {
        if (errors++ === 0) console.error(`${name}: first error:`, error instanceof Error ? error.message : error);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    ops: latencies.length,
    ok,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function printTable(rows: StormResult[]): void {
  const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
  console.log(`\n${'storm'.padEnd(44)}${'ops/s'.padStart(9)}${'ok'.padStart(9)}${'errors'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(44)}${fmt(r.perSecond)}${String(r.ok).padStart(9)}${String(r.errors).padStart(9)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.p99)}`);
  }
}
