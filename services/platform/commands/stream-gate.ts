import { perDatabase } from './per-database';

/**
 * At most two commands of this process at PostgreSQL per stream for commands that queue on stream locks (a class
 * everyone books at once); the rest wait here, first come first served. PostgreSQL does not serve a row lock's
 * waiters in order: when its holder commits, a newcomer can take the row ahead of those already waiting, so with
 * sixteen bookings waiting on one class some waited through many turns (hot-slot p99 several times its median,
 * bench:booking). Two at PostgreSQL keep the lock busy: while one holds it, the next is already queued behind it.
 * Waiting here also keeps pooled connections free for everything else. Per database handle, like contention.ts;
 * instances still meet on the locks themselves.
 */
const AT_DATABASE = 2;

interface Gate {
  inside: number;
  waiting: (() => void)[];
}

const gatesOf = perDatabase(() => new Map<string, Gate>());

/** Runs `work` once it is among the first two of this process on every one of these streams. */
export async function throughStreamGates<T>(db: object, streamIds: readonly string[], work: () => Promise<T>): Promise<T> {
  // In one order for everyone, so two commands that share two streams never wait for each other crosswise.
  const ids = [...new Set(streamIds)].sort();
  const gates = gatesOf(db);
  const entered: string[] = [];
  try {
    for (const id of ids) {
      await enter(gates, id);
      entered.push(id);
    }
    return await work();
  } finally {
    for (const id of entered) leave(gates, id);
  }
}

function enter(gates: Map<string, Gate>, id: string): Promise<void> | void {
  let gate = gates.get(id);
  if (!gate) gates.set(id, (gate = { inside: 0, waiting: [] }));
  if (gate.inside < AT_DATABASE) {
    gate.inside += 1;
    return;
  }
  const queued = gate;
  return new Promise<void>((resolve) => queued.waiting.push(resolve));
}

function leave(gates: Map<string, Gate>, id: string): void {
  const gate = gates.get(id)!;
  const next = gate.waiting.shift();
  if (next) return next(); // its place passes on: `inside` stays
  gate.inside -= 1;
  if (gate.inside === 0) gates.delete(id);
}
