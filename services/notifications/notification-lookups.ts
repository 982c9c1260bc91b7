import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lookups } from './notification-kinds';

/** The names and facts a message's text needs, read from the read tables. */
export function dbLookups(db: Kysely<Database>, studioTz: string): Lookups {
  return {
    studioTz,
    async userName(userId) {
      const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('user_id', '=', userId).executeTakeFirst();
      return row ? `${row.first_name} ${row.last_name}`.trim() : undefined;
    },
    async packageName(packageId) {
      if (packageId === undefined || packageId === null) return undefined;
      const row = await db.selectFrom('packages').select('nombre').where('id', '=', packageId).executeTakeFirst();
      return row?.nombre;
    },
    async classCancellation(slotId, fecha) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) return undefined;
      const closed = await db.selectFrom('closed_days').select('motivo').where('fecha', '=', fecha).executeTakeFirst();
      const row = await db
        .selectFrom('cancelled_occurrences')
        .select(['motivo', 'moved_to_fecha', 'moved_to_hora'])
        .where('slot_id', '=', slotId)
        .where('fecha', '=', fecha)
        .executeTakeFirst();
      if (!row) return closed ? { motivo: closed.motivo, movedTo: null } : undefined;
      const movedTo = row.moved_to_fecha && row.moved_to_hora ? { fecha: String(row.moved_to_fecha).slice(0, 10), hora: row.moved_to_hora } : null;
      return { motivo: row.motivo, movedTo };
    },
    async makeupOnCancel(userId, bookingId) {
      const granted = await db.selectFrom('member_makeups').select('valid_until').where('makeup_id', '=', bookingId).where('user_id', '=', userId).executeTakeFirst();
      if (granted) return { until: granted.valid_until };
      // A make-up class's right, given back, no longer names the booking: its MakeupRestored in her stream does.
      const back = await db.selectFrom('es_events').select('seq').where('stream_id', '=', `member:${userId}`).where('event_type', '=', 'MakeupRestored')
        .where(sql<boolean>`(data->>'bookingId')::int = ${bookingId}`).executeTakeFirst();
      return back ? 'back' : undefined;
    },
    async slotDiscipline(slotId) {
      const row = await db
        .selectFrom('schedule_slots as s')
        .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
        .select('d.nombre')
        .where('s.id', '=', slotId)
        .executeTakeFirst();
      return row?.nombre;
    },
    async planName(planId) {
      if (planId === undefined) return undefined;
      const row = await db.selectFrom('plan_views').select('nombre').where('id', '=', planId).executeTakeFirst();
      return row?.nombre;
    },
  };
}
