import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { DomainError, fail } from '../../../events/framework/errors';
import { ConcurrencyError } from '../../../events/store/conflicts';
import type { Db } from '../../../db/database';
import type { CommandContext } from './command';

/**
 * Everything that writes or reads `command_log`: a key's claim, its answer (a result or a
 * refusal) and its replay. A key is claimed in the command's own transaction, before it decides; a duplicate that
 * arrives meanwhile waits on the claim's uncommitted row and then replays what the first one committed. One
 * insert shape (`claimKeys`) and one update shape (`answerKey`), composed into whichever statement the strategy sends.
 */

/** A key's row as a replay reads it. */
export interface StoredKey {
  request_hash: string;
  command_type: string;
  outcome: unknown;
}

/** What a key answers again: the command's result, or the refusal it ended in. */
export type StoredAnswer = { result: unknown } | { rejected: Pick<DomainError, 'status' | 'code' | 'detail' | 'extra'> };

export const answered = (result: unknown): StoredAnswer => ({ result: result ?? null });

export const refused = (error: DomainError): StoredAnswer => ({ rejected: { status: error.status, code: error.code, detail: error.detail, extra: error.extra } });

/** A refusal is stored (and replayed) unless it says the database was away: then nothing was decided. */
export const isStoredRefusal = (error: unknown): error is DomainError => error instanceof DomainError && error.status !== 503;

/** Tells a retry from another request under the same key. Only a key's claim and replay read it: no key, no hashing. */
export function requestHash(commandType: string, ctx: CommandContext): string {
  return ctx.idempotencyKey ? createHash('sha256').update(JSON.stringify([commandType, ctx.actorId ?? null, ctx.request ?? null])).digest('hex') : '';
}

export interface KeyClaim {
  key: string;
  commandType: string;
  hash: string;
  /** The answer, when the claim is written with the decision (an optimistic write, a refusal on a snapshot). */
  answer?: StoredAnswer;
}

/**
 * The one INSERT: claims keys (as a CTE `name AS (…)`, or alone). `ifTaken: 'skip'` returns a row per key claimed and
 * none for a key someone holds (waiting for their transaction first); 'fail' makes the whole statement fail (23505),
 * for a write that must not commit when its key was taken meanwhile. Several keys (a batch's write) go as one JSON
 * parameter, so the text is the same for any number of them; one key goes as parameters of its own.
 */
export function claimKeys(claims: readonly KeyClaim[], ifTaken: 'skip' | 'fail'): RawBuilder<unknown> {
  const rows =
    claims.length === 1
      ? sql`VALUES (${claims[0]!.key}, ${claims[0]!.commandType}, ${claims[0]!.hash}, ${answerJson(claims[0]!)}::jsonb)`
      : sql`SELECT idempotency_key, command_type, request_hash, outcome FROM jsonb_to_recordset(${JSON.stringify(claims.map((c) => ({ idempotency_key: c.key, command_type: c.commandType, request_hash: c.hash, outcome: c.answer ?? null })))}::jsonb)
          AS k(idempotency_key text, command_type text, request_hash text, outcome jsonb)`;
  return sql`INSERT INTO command_log (idempotency_key, command_type, request_hash, outcome) ${rows} ${ifTaken === 'skip' ? sql`ON CONFLICT DO NOTHING RETURNING 1` : sql``}`;
}

const answerJson = (claim: KeyClaim) => (claim.answer ? JSON.stringify(claim.answer) : null);

/** The one UPDATE: a claimed key's answer (as a CTE `name AS (…)` sent with the append, or alone). */
export const answerKey = (key: string, answer: StoredAnswer): RawBuilder<unknown> =>
  sql`UPDATE command_log SET outcome = ${JSON.stringify(answer)}::jsonb WHERE idempotency_key = ${key}`;

/** A key's stored row as one JSON value (null when unclaimed), for a read that takes it with the facts. `key` is SQL. */
export const storedKeySql = (key: RawBuilder<unknown> | string | null): RawBuilder<unknown> =>
  sql`(SELECT json_build_object('request_hash', l.request_hash, 'command_type', l.command_type, 'outcome', l.outcome)
       FROM command_log l WHERE l.idempotency_key = ${key})`;

/**
 * Claims the key in its own statement; a concurrent duplicate blocks here until the first transaction ends. Answers
 * nothing when the key is ours, else the stored answer (a refusal is thrown).
 */
export async function claimOrReplay(trx: Db, claim: KeyClaim): Promise<ReplayedOutcome | undefined> {
  const { rows } = await sql`WITH claim AS (${claimKeys([claim], 'skip')}) SELECT count(*) AS claimed FROM claim`.execute(trx);
  if (Number((rows[0] as { claimed: number }).claimed) === 1) return undefined;
  const stored = await readStored(trx, claim.key);
  // Taken a moment ago and gone now: its transaction rolled back after all. Deciding again claims it.
  if (!stored) throw new ConcurrencyError(`idempotency key ${claim.key} was released while this command waited`);
  return replayStored(stored, claim.commandType, claim.hash);
}

/** Stores a refusal under a key this transaction claimed, for duplicates to replay. */
export async function pinRefusal(trx: Db, key: string, error: DomainError): Promise<void> {
  await answerKey(key, refused(error)).execute(trx);
}

/** Stores a refusal with a key's claim, outside any transaction (a snapshot's decision): false when someone holds the key. */
export async function claimWithRefusal(db: Db, claim: KeyClaim, error: DomainError): Promise<boolean> {
  const { rows } = await claimKeys([{ ...claim, answer: refused(error) }], 'skip').execute(db);
  return rows.length === 1;
}

export interface ReplayedOutcome {
  result: unknown;
  events: [];
  replayed: true;
}

/** What a key's committed entry answers again: its result, its refusal (thrown), or 422 for another request. */
export function replayStored(stored: StoredKey, commandType: string, hash: string): ReplayedOutcome {
  if (stored.request_hash !== hash || stored.command_type !== commandType) throw fail('IDEMPOTENCY_KEY_REUSED');
  const outcome = stored.outcome as Partial<{ result: unknown; rejected: Pick<DomainError, 'status' | 'code' | 'detail' | 'extra'> }> | null;
  if (outcome?.rejected) {
    const { status, code, detail, extra } = outcome.rejected;
    throw new DomainError(status, code, detail, extra);
  }
  return { result: outcome?.result ?? null, events: [], replayed: true };
}

async function readStored(trx: Db, key: string): Promise<StoredKey | null> {
  const { rows } = await sql<{ stored: StoredKey | null }>`SELECT ${storedKeySql(key)} AS stored`.execute(trx);
  return rows[0]!.stored;
}
