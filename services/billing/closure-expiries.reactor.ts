import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Clock } from '../../domain/time/clock';
import type { Database } from '../../db/schema';
import { moveForClosure } from './pause.commands';

/**
 * A studio day closed with "correr los vencimientos" gives every member the day back on what she holds: her package
 * lasts a day longer and her monthly dates move a day, as a pause of one day would (docs/features/pauses.md). Its
 * reopening takes back only what that closure gave. Behind the closure and not in its transaction: the closure
 * locks the day's classes and their members, this touches every member's stream, one command each. Each command's
 * key is the closure event's and the member's, and the deciders remember the days that moved them, so a rerun or a
 * second instance moves nothing twice.
 */
export function closureExpiriesReactor(deps: { clock: Clock; tz: string }): AsyncProcessor {
  return {
    name: 'closure-expiries@v1',
    handles: ['StudioDayClosed', 'StudioDayReopened'],
    async handle(trx, events) {
      for (const event of events) {
        if (event.type === 'StudioDayClosed' && !event.data.movesExpiries) continue;
        await moveEveryone(trx, event, event.type === 'StudioDayClosed' ? 1 : -1, deps);
      }
    },
  };
}

/** Every member holding a package or a monthly plan running past the day: the deciders say whom it moves. */
async function moveEveryone(trx: Kysely<Database>, event: RecordedEvent, days: 1 | -1, deps: { clock: Clock; tz: string }) {
  const fecha = String(event.data.fecha);
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM member_packages WHERE paquete_id IS NOT NULL AND valido_hasta > ${fecha}::date
    UNION
    SELECT user_id FROM monthly_accounts WHERE ends_on IS NULL OR ends_on > ${fecha}::date
    ORDER BY user_id`.execute(trx);
  for (const { user_id: userId } of rows) {
    await moveForClosure(trx, {
      actorId: 'system',
      now: deps.clock.now(),
      idempotencyKey: `closure:${event.eventId}:${userId}`,
      correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId,
      causationId: event.eventId,
    }, { userId, fecha, days, tz: deps.tz });
  }
}
