import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MemberBookingView {
  id: number;
  fecha: string;
  horario_id: number;
  clerk_user_id: string;
  hora: string;
  disciplina: string;
  /** Who runs the class and how long it lasts (Mis Turnos shows both). */
  profesor: string | null;
  duracion_minutos: number;
}

/** A member's live bookings from `today` on, by date then time (the upcoming order of docs/product.md §4). */
export async function listMemberBookings(db: Kysely<Database>, userId: string, today: string): Promise<MemberBookingView[]> {
  return db
    .selectFrom('bookings as b')
    .leftJoin('schedule_slots as s', 's.id', 'b.slot_id')
    .leftJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .leftJoin('users as u', 'u.user_id', 's.instructor_id')
    .select(['b.id', 'b.fecha', 'b.slot_id as horario_id', 'b.user_id as clerk_user_id', 'b.hora', sql<string>`coalesce(d.nombre, '')`.as('disciplina')])
    .select([
      sql<string | null>`CASE WHEN u.user_id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END`.as('profesor'),
      sql<number>`coalesce(s.duration_minutes, 60)`.as('duracion_minutos'),
    ])
    .where('b.user_id', '=', userId)
    .where('b.active', '=', true)
    .where('b.fecha', '>=', today)
    .orderBy('b.fecha')
    .orderBy('b.hora')
    .execute();
}

/** Places taken per occurrence between two dates, for the agenda. */
export async function listOccupancy(db: Kysely<Database>, from: string, to: string): Promise<{ slot_id: number; fecha: string; booked: number }[]> {
  return db.selectFrom('slot_occurrences').select(['slot_id', 'fecha', 'booked']).where('fecha', '>=', from).where('fecha', '<=', to).execute();
}

export async function listMemberOccurrences(db: Kysely<Database>, userId: string, from: string): Promise<{ id: number; slot_id: number; fecha: string }[]> {
  return db.selectFrom('bookings').select(['id', 'slot_id', 'fecha']).where('user_id', '=', userId).where('active', '=', true).where('fecha', '>=', from).execute();
}

/** Who holds a place in one class occurrence. */
export async function listRoster(db: Kysely<Database>, slotId: number, fecha: string) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.user_id', 'b.user_id')
    .select(['b.id', 'b.user_id as clerk_user_id', sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`.as('nombre'), 'b.booked_at'])
    .where('b.slot_id', '=', slotId)
    .where('b.fecha', '=', fecha)
    .where('b.active', '=', true)
    .orderBy('b.booked_at')
    .orderBy('b.id')
    .execute();
}

/** Whose booking this is (active or not), if it exists. */
export async function findBookingMember(db: Kysely<Database>, bookingId: number): Promise<string | undefined> {
  const row = await db.selectFrom('bookings').select('user_id').where('id', '=', bookingId).executeTakeFirst();
  return row?.user_id;
}
