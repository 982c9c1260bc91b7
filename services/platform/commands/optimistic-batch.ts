import type { Db } from '../../../db/database';
import type { CommandContext, CommandOutcome, FactsCommand } from './command';
import { perDatabase } from './per-database';
import { decideOnSnapshot, isDecided, optimisticAttempt, PESSIMISTIC, readNeedsTheLocks, readSnapshots, writeDecided, type Decided } from './optimistic-attempt';

/**
 * Optimistic tries that arrive together share their statements: while MAX_IN_FLIGHT batches are at PostgreSQL, the
 * commands that come meanwhile wait, and go as the next batch: one snapshot read for all of them, each decided
 * on its own facts in TypeScript, and one write for all (their inline projections, keys and events; one
 * es_append). A statement's fixed cost (a round trip, executor start-up, relation and lock look-ups, a commit
 * and its WAL flush) is then paid once per batch rather than once per command: bench:write-batch measured a
 * write of 8 bookings at half the CPU per booking of 8 writes. A command that comes when the road is clear goes
 * at once, alone, in the same two round trips as before: batching costs no latency when there is no crowd.
 *
 * A batch holds commands of one type, sharing `inlineWrites`, on pairwise distinct streams (the write appends to each
 * stream once and the decisions are made on one snapshot). Its write is all or nothing; when it fails, every one
 * of its commands goes to the locks (the pessimistic path) and is decided again there, so a batch can delay a
 * command but never change what is decided for it. Per database handle, in this process; instances batch their
 * own commands, and the streams' versions keep them honest with each other as before.
 */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 16;

interface Waiting {
  command: FactsCommand<unknown, unknown>;
  ctx: CommandContext;
  hash: string;
  settle: (outcome: Promise<CommandOutcome<unknown> | typeof PESSIMISTIC>) => void;
}

interface Road {
  waiting: Waiting[];
  inFlight: number;
  batches: number;
  batched: number;
}

const roadOf = perDatabase((): Road => ({ waiting: [], inFlight: 0, batches: 0, batched: 0 }));

/** The optimistic try of a command whose `inlineWrites` can write several of its kind at once (`sharedRead`). */
export function batchedOptimisticAttempt<Facts, Result>(
  db: Db,
  command: FactsCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC> {
  const road = roadOf(db);
  return new Promise((resolve) => {
    let done = false;
    const settle: Waiting['settle'] = (outcome) => {
      if (done) return void outcome.catch(() => undefined); // answered already: this one is nobody's to handle
      done = true;
      resolve(outcome as Promise<CommandOutcome<Result> | typeof PESSIMISTIC>);
    };
    road.waiting.push({ command: command as FactsCommand<unknown, unknown>, ctx, hash, settle });
    dispatch(db, road);
  });
}

/** How many batches of more than one command this handle sent, and how many commands they held (tests, benches). */
export function batchStats(db: object): { batches: number; batched: number } {
  const { batches, batched } = roadOf(db);
  return { batches, batched };
}

function dispatch(db: Db, road: Road): void {
  while (road.inFlight < MAX_IN_FLIGHT && road.waiting.length > 0) {
    const batch = takeBatch(road);
    road.inFlight += 1;
    if (batch.length > 1) {
      road.batches += 1;
      road.batched += batch.length;
    }
    void runBatch(db, batch).finally(() => {
      road.inFlight -= 1;
      dispatch(db, road);
    });
  }
}

/** The first waiting command and those after it that can share its statements; the rest keep their places. */
function takeBatch(road: Road): Waiting[] {
  const first = road.waiting[0]!;
  const batch: Waiting[] = [];
  const streams = new Set<string>();
  const rest: Waiting[] = [];
  for (const w of road.waiting) {
    const ids = w.command.knownStreams ?? [];
    const fits =
      w === first ||
      (batch.length < MAX_BATCH && w.command.type === first.command.type && w.command.inlineWrites === first.command.inlineWrites && ids.length > 0 && ids.every((id) => !streams.has(id)));
    if (fits) {
      batch.push(w);
      for (const id of ids) streams.add(id);
    } else rest.push(w);
  }
  // Sizes in powers of two, leaving the rest for the next batch: taking every waiting command was no better
  // (bench/README.md), since larger batches wait longer for each other.
  const size = 2 ** Math.floor(Math.log2(batch.length));
  road.waiting = [...batch.slice(size), ...rest];
  return batch.slice(0, size);
}

async function runBatch(db: Db, batch: Waiting[]): Promise<void> {
  try {
    await settleBatch(db, batch);
  } catch (error) {
    // A bug, not a race: whoever is still waiting hears of it rather than waiting for ever.
    for (const w of batch) w.settle(Promise.reject(error));
  }
}

async function settleBatch(db: Db, batch: Waiting[]): Promise<void> {
  const alone = (w: Waiting) => {
    const attempt = optimisticAttempt(db, w.command, w.ctx, w.hash);
    w.settle(attempt);
    return attempt;
  };
  if (batch.length === 1) {
    await Promise.allSettled([alone(batch[0]!)]);
    return;
  }
  let reads;
  try {
    reads = await readSnapshots(db, batch.map((w) => ({ command: w.command, key: w.ctx.idempotencyKey })));
  } catch (error) {
    // Nothing was written. A lost connection or lock: the locks retry and wait; anything else: each on its own.
    if (readNeedsTheLocks(error)) for (const w of batch) w.settle(Promise.resolve(PESSIMISTIC));
    else await Promise.allSettled(batch.map(alone));
    return;
  }
  const decisions = await Promise.allSettled(batch.map((w, i) => decideOnSnapshot(db, w.command, w.ctx, w.hash, reads[i]!)));
  const toWrite: { w: Waiting; decided: Decided<unknown> }[] = [];
  decisions.forEach((d, i) => {
    const w = batch[i]!;
    if (d.status === 'rejected') w.settle(Promise.reject(d.reason));
    else if (isDecided(d.value)) toWrite.push({ w, decided: d.value });
    else w.settle(Promise.resolve(d.value));
  });
  if (toWrite.length === 0) return;
  const written = await writeDecided(db, toWrite.map((t) => t.decided));
  written.forEach((outcome, i) => toWrite[i]!.w.settle(outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)));
}
