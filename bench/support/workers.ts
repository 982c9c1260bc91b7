/** Throughput and latency of one scenario. */
export interface RunResult {
  name: string;
  ops: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `operation(worker, i)` from `concurrency` workers until `seconds` pass or `maxOps` are done, so a
 * run is bounded either way. Each worker has a stable index (a worker may own a stream).
 */
export async function runWorkers(
  name: string,
  opts: { concurrency: number; seconds: number; maxOps: number },
  operation: (worker: number, i: number) => Promise<void>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const worker = async (w: number) => {
    while (performance.now() < deadline && next < opts.maxOps) {
      const i = next++;
      const t0 = performance.now();
      try {
        await operation(w, i);
        latencies.push(performance.now() - t0);
      } catch (error) {
        if (errors++ === 0) console.error(`${name}: first error:`, error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    ops: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Side-by-side table with each row's throughput as a ratio of two baselines. */
export function printComparison(rows: RunResult[], baselines: { a1: RunResult; emmett: RunResult }): void {
  const num = (n: number, d = 1) => n.toFixed(d).padStart(9);
  const head = ['ops/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', '× A1', '× Emmett'].map((h) => h.padStart(9)).join('');
  console.log(`\n${'scenario (16 workers)'.padEnd(48)}${head}`);
  for (const r of rows) {
    const ratios = `${num(r.perSecond / baselines.a1.perSecond, 2)}${num(r.perSecond / baselines.emmett.perSecond, 2)}`;
    console.log(`${r.name.padEnd(48)}${num(r.perSecond, 0)}${num(r.p50, 2)}${num(r.p95, 2)}${num(r.p99, 2)}${String(r.errors).padStart(9)}${ratios}`);
  }
}
