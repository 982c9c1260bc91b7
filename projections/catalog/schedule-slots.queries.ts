import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A weekly slot as the product description's horario: the weekly cupo_disponible is the full capacity (dates are the booking work's). */
export interface ScheduleSlotView {
  id: number;
  dia_semana: string;
  weekday: number;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
  cupo_disponible: number;
  /** The instructor (a staff member) and their name, the class's length, and a one-off class's date. */
  instructor_id: string | null;
  profesor: string | null;
  duracion_minutos: number;
  fecha: string | null;
}

const slotsWithDiscipline = (db: Kysely<Database>) =>
  db
    .selectFrom('schedule_slots as s')
    .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .leftJoin('users as u', 'u.user_id', 's.instructor_id')
    .select(['s.id', 's.dia_semana', 's.weekday', 's.hora', 's.disciplina_id', 'd.nombre as disciplina', 's.cupo_maximo', 's.cupo_maximo as cupo_disponible'])
    .select(['s.instructor_id', 's.duration_minutes as duracion_minutos'])
    .select(sql<string | null>`CASE WHEN u.user_id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END`.as('profesor'))
    .select(sql<string | null>`to_char(s.fecha, 'YYYY-MM-DD')`.as('fecha'));

/**
 * Live slots, Lunes..Domingo, then by time: the weekly ones, and the one-off classes dated `oneOffsFrom`
 * or later when asked (none otherwise: a screen of the weekly template never mistakes one for a weekly class).
 */
export async function listScheduleSlots(db: Kysely<Database>, opts: { oneOffsFrom?: string } = {}): Promise<ScheduleSlotView[]> {
  const { oneOffsFrom } = opts;
  return slotsWithDiscipline(db)
    .where('s.deleted', '=', false)
    .where((eb) => (oneOffsFrom === undefined ? eb('s.fecha', 'is', null) : eb.or([eb('s.fecha', 'is', null), eb('s.fecha', '>=', oneOffsFrom)])))
    .orderBy('s.weekday').orderBy('s.hora').orderBy('s.id')
    .execute();
}

/** A slot by id; removed ones too when asked, so past bookings can still show their time and discipline. */
export async function findScheduleSlot(db: Kysely<Database>, id: number, opts: { includeRemoved?: boolean } = {}): Promise<ScheduleSlotView | undefined> {
  let query = slotsWithDiscipline(db).where('s.id', '=', id);
  if (!opts.includeRemoved) query = query.where('s.deleted', '=', false);
  return query.executeTakeFirst();
}

/** Staff who may run a class (admins and coaches), by name. */
export async function listInstructors(db: Kysely<Database>): Promise<{ id: string; nombre: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['user_id as id', sql<string>`trim(first_name || ' ' || last_name)`.as('nombre')])
    .where('role', 'in', ['admin', 'coach'])
    .where('hidden', '=', false)
    .orderBy('first_name').orderBy('last_name')
    .execute();
  return rows;
}

/** How many weekly classes the studio runs (one-off classes apart): an unlimited month's credits are counted from it. */
export async function countWeeklySlots(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('schedule_slots').select((eb) => eb.fn.countAll<string>().as('n')).where('deleted', '=', false).where('fecha', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}
