import { errorCatalogue, errorText, type ErrorCode, type ErrorParams, type ErrorStatus } from '../../contract/errors';

/**
 * The errors a command can end in. Each carries a stable machine `code` and a Spanish `detail` a member can
 * read, both from the catalogue in contract/errors.ts; the HTTP layer turns them into application/problem+json.
 */
export class DomainError extends Error {
  constructor(
    readonly status: ErrorStatus,
    /** A catalogue code; a replayed answer (command_log) may carry one recorded before a rename. */
    readonly code: string,
    readonly detail: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'DomainError';
  }
}

type Extra = Record<string, unknown>;
type FailArgs<C extends ErrorCode> = ErrorParams<C> extends undefined ? [extra?: Extra] : [params: ErrorParams<C>, extra?: Extra];

/** The error of a catalogue code: `throw fail('SLOT_FULL')`, `throw fail('NAME_TOO_LONG', { max: 256 })`. */
export function fail<C extends ErrorCode>(code: C, ...args: FailArgs<C>): DomainError {
  const hasParams = typeof errorCatalogue[code].detail === 'function';
  const params = hasParams ? args[0] : undefined;
  const extra = (hasParams ? args[1] : args[0]) as Extra | undefined;
  const { status, detail } = (errorText as (c: ErrorCode, p?: unknown) => { status: ErrorStatus; detail: string })(code, params);
  return new DomainError(status, code, detail, extra);
}

// What a lost connection to PostgreSQL (db/connection-errors.ts tells one) ends a request in. Here, above db/: the
// database layer knows connections, not the catalogue of answers.

/** PostgreSQL could not be reached for a while: nothing happened, the same request can simply be sent again. */
export const databaseUnavailable = () => fail('DATABASE_UNAVAILABLE');

/**
 * The connection died after COMMIT was sent, and either the request had no Idempotency-Key to find out what
 * happened, or PostgreSQL did not come back in time to ask. The same request under the same key finds out.
 */
export const outcomeUnknown = () => fail('OUTCOME_UNKNOWN');
