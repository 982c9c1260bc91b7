import { sql, type RawBuilder } from 'kysely';
import type { EventMetadata } from '../../../events/framework/event';
import type { PreparedAppend } from '../../../events/store/append';
import { PREPARED } from '../../../db/database';
import type { CommandContext } from './command-handler';
import type { LockedCommand } from './locked-command';

/**
 * The write: the inline projections as data-modifying CTEs, the keys' answers (`outcomes`, CTEs too) and the
 * append, in one statement. Prepared per connection: its text depends only on the events' shape (for reservations,
 * not even on their count: projections/booking/booking-inline.writes.ts).
 */
export function writeStatement(command: LockedCommand<unknown, unknown>, prepared: PreparedAppend, outcomes: readonly RawBuilder<unknown>[]) {
  const writes = [...command.project(prepared.events), ...outcomes];
  const append = prepared.payload.length > 0 ? sql`SELECT es_append(${JSON.stringify(prepared.payload)}::jsonb)` : sql`SELECT 0`;
  return writes.length > 0 ? sql`${sql.raw(PREPARED)} WITH ${sql.join(writes)} ${append}` : sql`${sql.raw(PREPARED)} ${append}`;
}

// The same metadata handleCommand's generic path records.
export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actorId,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId,
  idempotencyKey: ctx.idempotencyKey,
  now: ctx.now.toISOString(),
});
