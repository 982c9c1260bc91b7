import { sql, type RawBuilder } from 'kysely';
import type { EventMetadata } from '../../../events/framework/event';
import type { PreparedAppend } from '../../../events/store/append';
import { PREPARED } from '../../../db/database';
import type { CommandContext } from './command-handler';
import type { LockedCommand } from './locked-command';

/**
 * The write: the inline projections as data-modifying CTEs, the key's answer (`outcome`, a CTE too) and the
 * append, in one statement. Prepared per connection: its text depends only on the events' types and count.
 */
export function writeStatement(command: LockedCommand<unknown, unknown>, prepared: PreparedAppend, outcome: RawBuilder<unknown> | undefined) {
  const writes = [...command.project(prepared.events), ...(outcome ? [outcome] : [])];
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
