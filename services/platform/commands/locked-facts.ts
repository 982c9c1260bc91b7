import { sql } from 'kysely';
import type { DomainError } from '../../../events/framework/errors';
import { appendStatement, prepareAppend } from '../../../events/store/append';
import { ConcurrencyError } from '../../../events/store/conflicts';
import { PREPARED, type Db } from '../../../db/database';
import { pipelined } from '../../../db/pipelined-driver';
import { inlineProjectionsOf } from '../../../projections/runner/inline-projections';
import { applyAll } from '../../../projections/runner/projection';
import { metadataOf, type CommandContext, type CommandOutcome, type Decision, type FactsCommand } from './command';
import { answered, answerKey, claimKeys, claimOrReplay, isStoredRefusal, pinRefusal, type KeyClaim } from './idempotency';
import { sendLast } from './send-last';

/**
 * A facts command under its streams' locks, in two round trips on PostgreSQL (statements sent together through
 * db/pipelined-driver.ts):
 *  1. BEGIN; one statement claims the idempotency key and locks the streams (creating missing ones at version 0);
 *     one reads every fact the decision needs. The read is its own statement, so its snapshot is taken once the
 *     locks are granted: what it sees is what the lock holders before us committed;
 *  2. the decision runs in TypeScript (a pure decider);
 *  3. one statement writes the inline projections (`inline`: the command's CTEs; else the projectors run first, in
 *     TypeScript), appends the events and stores the answer under the key; COMMIT goes with it.
 * A class everyone books at once holds its lock for one round trip (plus the commit), not three.
 */
export async function attemptUnderLocks<Facts, Result>(
  trx: Db,
  command: FactsCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
  committing: (() => void) | undefined,
  writes: 'inline' | 'projectors',
): Promise<CommandOutcome<Result> | DomainError> {
  const key = ctx.idempotencyKey;
  const claim: KeyClaim | undefined = key ? { key, commandType: command.type, hash } : undefined;
  const first = await lockAndRead(trx, command, claim);
  if (claim && !first.claimed) {
    // Someone committed this key first: their stored answer (or refusal) is ours.
    const replay = await claimOrReplay(trx, claim);
    if (replay) return replay as CommandOutcome<Result>;
    throw new ConcurrencyError(`idempotency key ${claim.key} was released while this command waited`);
  }
  const read = await readFresh(trx, command, first);

  let decision: Decision<Result>;
  try {
    decision = command.decide(read.facts, read.versions);
  } catch (error) {
    if (!key || !isStoredRefusal(error)) throw error;
    // Nothing was written yet: the refusal is stored under the key and committed, for duplicates to replay.
    await pinRefusal(trx, key, error);
    return error;
  }

  const prepared = prepareAppend(decision.appends, metadataOf(ctx), ctx.now);
  if (writes === 'projectors') await applyAll(inlineProjectionsOf(trx).projectors, trx, prepared.events);
  const projections = writes === 'inline' ? command.inlineWrites!(prepared.events) : [];
  const answer = key ? [sql`stored_answer AS (${answerKey(key, answered(decision.result))})`] : [];
  const statement = appendStatement(prepared, [...projections, ...answer]);
  if (statement) await sendLast(trx, [statement.compile(trx)], committing);
  return { result: decision.result, events: prepared.events, replayed: false };
}

interface LockedRead<Facts> {
  claimed: boolean;
  facts: Facts;
  versions: Map<string, number>;
  /** Every stream was locked and the facts were read after the last commit that touched any of them. */
  fresh: boolean;
}

// Rereads if a read ever predated the locks (see `lockAndRead`); every stream is held by then.
const MAX_READS = 4;

async function readFresh<Facts>(trx: Db, command: FactsCommand<Facts, unknown>, first: LockedRead<Facts>): Promise<LockedRead<Facts>> {
  let read = first;
  for (let reads = 1; !read.fresh; reads++) {
    if (reads >= MAX_READS) throw new ConcurrencyError(`${command.type}: streams kept moving while being locked`);
    read = await lockAndRead(trx, command, undefined);
  }
  return read;
}

/**
 * Round trip 1: two statements sent together. The first claims the key and locks the streams (waiting for
 * whoever holds them); the second reads the facts and the streams' versions. Each statement of a READ
 * COMMITTED transaction reads its own snapshot, taken when it starts: the read starts once the locks are
 * ours, so it sees every commit that released them. FOR UPDATE returns each stream's latest version; were a
 * read's versions ever older (it cannot be, but it is checked), the facts are stale and the caller reads again.
 * A stream another command created while this one waited is invisible to the lock's snapshot: it reads as not
 * fresh, and the next lock sees it. Facts given as a reader run right after, on the same locks.
 */
async function lockAndRead<Facts>(trx: Db, command: FactsCommand<Facts, unknown>, claim: KeyClaim | undefined): Promise<LockedRead<Facts>> {
  const claimCte = claim ? sql`claim AS (${claimKeys([claim], 'skip')}),` : sql``;
  const claimed = claim ? sql`(SELECT count(*) FROM claim) > 0` : sql`false`;
  // Prepared per connection (db/database.ts): planning these statements costs more than running them.
  const lock = sql`${sql.raw(PREPARED)}
    WITH ${claimCte}
    wanted AS (${command.streams}),
    created AS (
      INSERT INTO es_streams (stream_id, stream_type)
      SELECT stream_id, stream_type FROM wanted ORDER BY stream_id
      ON CONFLICT DO NOTHING RETURNING stream_id),
    locked AS (
      SELECT stream_id, version FROM es_streams
      WHERE stream_id IN (SELECT stream_id FROM wanted)
      ORDER BY stream_id FOR UPDATE)
    SELECT ${claimed} AS claimed,
           (SELECT coalesce(json_agg(stream_id), '[]') FROM created) AS created,
           (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM locked) AS locked,
           (SELECT coalesce(json_agg(stream_id), '[]') FROM wanted) AS wanted`;
  const factsSql = typeof command.facts === 'function' ? sql`NULL::json` : sql`(SELECT row_to_json(f) FROM (${command.facts}) f)`;
  const read = sql`${sql.raw(PREPARED)}
    WITH wanted AS (${command.streams})
    SELECT (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (SELECT stream_id FROM wanted)) AS seen,
           ${factsSql} AS facts`;
  const [locks, facts] = await pipelined(trx, [lock.compile(trx), read.compile(trx)]);
  const l = locks!.rows[0] as { claimed: boolean; wanted: string[]; created: string[]; locked: Record<string, number> };
  const r = facts!.rows[0] as { seen: Record<string, number>; facts: Facts };
  const versions = new Map<string, number>();
  let fresh = true;
  for (const id of l.wanted) {
    if (l.created.includes(id)) versions.set(id, 0);
    else if (id in l.locked && l.locked[id] === r.seen[id]) versions.set(id, Number(l.locked[id]));
    else fresh = false;
  }
  const decidedOn = typeof command.facts === 'function' && fresh ? await command.facts(trx) : r.facts;
  return { claimed: l.claimed, facts: decidedOn, versions, fresh };
}
