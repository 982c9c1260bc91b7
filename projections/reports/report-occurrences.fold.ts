import { sql, type Kysely } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { Database } from '../../db/schema';

type Trx = Kysely<Database>;

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, which has no time zone. */
export function isoWeekday(fecha: string): number {
  const day = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Live places of each booked occurrence. A reservation also refreshes the occurrence's time, capacity and
 * discipline to what they were when it was taken; a cancellation only gives the place back.
 */
export async function foldOccurrence(trx: Trx, event: OccurrenceEvent, position: number): Promise<void> {
  const { slotId, fecha } = event.data;
  if (event.type === 'BookingCancelled') {
    await trx
      .updateTable('report_occurrences')
      .set({ booked: sql<number>`greatest(booked - 1, 0)`, last_position: position })
      .where('slot_id', '=', slotId).where('fecha', '=', fecha).where('last_position', '<', position)
      .execute();
    return;
  }
  const slot = await trx.selectFrom('report_slots').select('discipline_id').where('slot_id', '=', slotId).executeTakeFirst();
  await trx
    .insertInto('report_occurrences')
    .values({
      slot_id: slotId,
      fecha,
      hora: event.data.hora,
      weekday: isoWeekday(fecha),
      discipline_id: slot?.discipline_id ?? null,
      capacity: event.data.capacity,
      booked: 1,
      last_position: position,
    })
    .onConflict((oc) =>
      oc.columns(['slot_id', 'fecha'])
        .doUpdateSet((eb) => ({
          booked: sql<number>`report_occurrences.booked + 1`,
          hora: eb.ref('excluded.hora'),
          capacity: eb.ref('excluded.capacity'),
          discipline_id: eb.ref('excluded.discipline_id'),
          last_position: eb.ref('excluded.last_position'),
        }))
        .whereRef('report_occurrences.last_position', '<', 'excluded.last_position'),
    )
    .execute();
}
