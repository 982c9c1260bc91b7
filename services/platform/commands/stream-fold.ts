import { sql, type Kysely } from 'kysely';
import { fold, type StreamDecider } from '../../../events/framework/decider';
import type { DomainError } from '../../../events/framework/errors';
import type { DomainEvent } from '../../../events/framework/event';
import { appendStatement, prepareAppend, type StreamAppend } from '../../../events/store/append';
import { ConcurrencyError } from '../../../events/store/conflicts';
import { lockStreams } from '../../../events/store/lock-streams';
import { readStream } from '../../../events/store/read';
import type { Db } from '../../../db/database';
import { withNextStatement } from '../../../db/pipelined-driver';
import { inlineProjectionsOf } from '../../../projections/runner/inline-projections';
import { applyAll } from '../../../projections/runner/projection';
import { metadataOf, type CommandContext, type CommandOutcome, type Decision, type StreamCommand } from './command';
import { answered, answerKey, claimOrReplay, isStoredRefusal, pinRefusal } from './idempotency';
import { sendLast } from './send-last';

/**
 * Reads a stream, folds it and lets the decider decide: how a stream command reads its state. `command` may be
 * built from the folded state, when the command needs a fact about what the stream holds (e.g. the member a session
 * belongs to, to hand the decider whether her account was deleted).
 */
export async function decideOnStream<State, Command, Event extends DomainEvent>(
  trx: Kysely<any>,
  stream: { streamId: string; streamType: string },
  decider: StreamDecider<State, Command, Event>,
  command: Command | ((state: State) => Promise<Command>),
): Promise<{ append: StreamAppend; state: State; newState: State }> {
  const { version, events } = await readStream(trx, stream.streamId);
  const state = fold(decider, events as unknown as Event[]);
  const decided = typeof command === 'function' ? await (command as (state: State) => Promise<Command>)(state) : command;
  const newEvents = decider.decide(decided, state);
  const newState = newEvents.reduce(decider.evolve, state);
  return { append: { ...stream, expectedVersion: version, events: newEvents }, state, newState };
}

/**
 * One try of a stream command inside its transaction: the key's claim, the decision on what it reads, the streams
 * locked at the versions read (so commands never deadlock: in es_append's order), the inline projectors, then the
 * append with the key's answer (and COMMIT, when the transaction is the attempt's own): one round trip. No global
 * lock and no NOTIFY here: the sequencer numbers and announces the events after COMMIT.
 */
export async function attemptStreamFold<Result>(
  trx: Db,
  command: StreamCommand<Result>,
  ctx: CommandContext,
  hash: string,
  committing: (() => void) | undefined,
): Promise<CommandOutcome<Result> | DomainError> {
  const key = ctx.idempotencyKey;
  if (key) {
    const replay = await claimOrReplay(trx, { key, commandType: command.type, hash });
    if (replay) return replay as CommandOutcome<Result>;
  }
  const decision = await decideOrPinRefusal(trx, key, command);
  if (!('appends' in decision)) return decision;
  await lockAndCheckVersions(trx, decision.appends);
  // Recorded at the command's own "now" (the injected clock): a report's day, a booking's time and the command's
  // checks all read one clock, so a test on a fixed clock dates its events on that clock's day too.
  const prepared = prepareAppend(decision.appends, metadataOf(ctx), ctx.now);
  await applyAll(inlineProjectionsOf(trx).projectors, trx, prepared.events);
  const statement = appendStatement(prepared, key ? [sql`stored_answer AS (${answerKey(key, answered(decision.result))})`] : []);
  if (statement) await sendLast(trx, [statement.compile(trx)], committing);
  return { result: decision.result, events: prepared.events, replayed: false };
}

/**
 * With a key, a refusal is stored in the command's own transaction (after undoing whatever the decision wrote), so
 * a duplicate waiting on the key replays it instead of deciding again on newer state.
 */
async function decideOrPinRefusal<Result>(trx: Db, key: string | undefined, command: StreamCommand<Result>): Promise<Decision<Result> | DomainError> {
  if (!key) return command.decide(trx);
  await withNextStatement(trx, sql`SAVEPOINT decision`.compile(trx)); // goes with the decision's first read
  try {
    return await command.decide(trx);
  } catch (error) {
    if (!isStoredRefusal(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT decision`.execute(trx);
    await pinRefusal(trx, key, error);
    return error;
  }
}

/** Locks the streams a decision appends to and fails fast (retryably) if one moved since it was read. */
async function lockAndCheckVersions(trx: Db, appends: readonly StreamAppend[]): Promise<void> {
  const touched = appends.filter((a) => a.events.length > 0);
  if (touched.length === 0) return;
  const locked = await lockStreams(trx, touched);
  for (const a of touched) {
    const version = locked.get(a.streamId)?.version ?? 0;
    if (version !== a.expectedVersion) throw new ConcurrencyError(`stream ${a.streamId} is at ${version}, expected ${a.expectedVersion}`);
  }
}
