import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** CPU spent during one storm, in ms: this Node process and the PostgreSQL processes serving the bench database. */
export interface CpuSpent {
  nodeMs: number;
  postgresMs: number;
}

// /proc/<pid>/stat counts in clock ticks; 100 per second on every Linux this runs on (getconf CLK_TCK).
const MS_PER_TICK = 10;

/** utime + stime of one process, or undefined once it has exited (or /proc is not ours to read). */
function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the full line)
  } catch {
    return undefined;
  }
}

/**
 * The server processes whose work the bench causes: the backends of its own database and the server-wide
 * helpers (WAL writer, checkpointer, background writer…, which have no database). Backends of other databases
 * on a shared server are left out. PostgreSQL must run on this machine for /proc to show them.
 */
async function postgresTicks(db: Db): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR datname IS NULL`.execute(db);
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    const t = processTicks(pid);
    if (t !== undefined) ticks.set(pid, t);
  }
  return ticks;
}

/**
 * Runs `work` and reports the CPU it cost. A server process that starts during the run counts whole; one
 * that exits during it is missed (the pool keeps its connections for the whole storm, so that is rare).
 */
export async function measureCpu<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const pgBefore = await postgresTicks(db);
  const nodeBefore = process.cpuUsage();
  const result = await work();
  const node = process.cpuUsage(nodeBefore);
  const pgAfter = await postgresTicks(db);
  let ticks = 0;
  for (const [pid, after] of pgAfter) ticks += after - (pgBefore.get(pid) ?? 0);
  return { result, cpu: { nodeMs: (node.user + node.system) / 1000, postgresMs: ticks * MS_PER_TICK } };
}

/** Whether /proc shows the server's processes (PostgreSQL on this machine), so the PostgreSQL column means something. */
export async function postgresCpuVisible(db: Db): Promise<boolean> {
  return (await postgresTicks(db)).size > 0;
}

/** CPU per operation of each storm, and each one's total as a multiple of the baseline's. */
export function printCpuTable(rows: { name: string; ops: number; cpu: CpuSpent }[], baseline: { name: string; ops: number; cpu: CpuSpent }): void {
  const perOp = (ms: number, ops: number) => (ops > 0 ? ms / ops : 0);
  const total = (r: { ops: number; cpu: CpuSpent }) => perOp(r.cpu.nodeMs + r.cpu.postgresMs, r.ops);
  const num = (n: number, d: number) => n.toFixed(d).padStart(11);
  console.log(`\n${'CPU per booking (ms)'.padEnd(44)}${['ops', 'Node', 'PostgreSQL', 'total', '× baseline'].map((h) => h.padStart(11)).join('')}`);
  for (const r of rows) {
    const ratio = total(baseline) > 0 ? total(r) / total(baseline) : 0;
    console.log(`${r.name.padEnd(44)}${String(r.ops).padStart(11)}${num(perOp(r.cpu.nodeMs, r.ops), 3)}${num(perOp(r.cpu.postgresMs, r.ops), 3)}${num(total(r), 3)}${num(ratio, 2)}`);
  }
  console.log(`(baseline: ${baseline.name}; Node includes the load generator in this process, the same for every HTTP row)`);
}
