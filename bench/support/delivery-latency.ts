/** What one socket received: the position of each `changed` message and when it arrived (ms, one clock). */
export interface SocketLog {
  positions: number[];
  times: number[];
}

/** A change to announce: the position it got and when it was committed (ms, the same clock). */
export interface Commit {
  position: number;
  at: number;
}

export interface DeliverySummary {
  commits: number;
  sockets: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Messages per socket per commit: below 1 when notices were merged. */
  messagesPerCommit: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Commit → socket latency for every (commit, socket) pair. A socket has a commit once it received any
 * message at or past the commit's position (merged notices carry their newest position, and clients skip
 * what is at or below what they applied); a pair with no such message is lost.
 */
export function deliveryLatencies(commits: readonly Commit[], logs: readonly SocketLog[]): DeliverySummary {
  const latencies: number[] = [];
  let lost = 0;
  let messages = 0;
  const byPosition = [...commits].sort((a, b) => a.position - b.position);
  for (const log of logs) {
    messages += log.positions.length;
    let next = 0;
    let highest = -Infinity;
    for (const commit of byPosition) {
      while (highest < commit.position && next < log.positions.length) highest = Math.max(highest, log.positions[next++]!);
      if (highest >= commit.position) latencies.push(log.times[next - 1]! - commit.at);
      else lost += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    commits: commits.length,
    sockets: logs.length,
    delivered: latencies.length,
    lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    messagesPerCommit: commits.length && logs.length ? messages / (commits.length * logs.length) : 0,
  };
}

export function printDeliveryTable(rows: { name: string; summary: DeliverySummary }[]): void {
  const num = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-').padStart(9);
  const head = ['commits', 'sockets', 'lost', 'msg/c', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(9)).join('');
  console.log(`\n${'scenario'.padEnd(52)}${head}`);
  for (const { name, summary: s } of rows) {
    const counts = [s.commits, s.sockets, s.lost].map((n) => String(n).padStart(9)).join('');
    console.log(`${name.padEnd(52)}${counts}${num(s.messagesPerCommit, 2)}${num(s.p50)}${num(s.p95)}${num(s.p99)}${num(s.max)}`);
  }
}
