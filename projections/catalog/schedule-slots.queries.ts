import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A weekly slot as SPEC.md's horario: the weekly cupo_disponible is the full capacity (dates are the booking work's). */
export interface ScheduleSlotView {
  id: number;
  dia_semana: string;
  weekday: number;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
  cupo_disponible: number;
}

const slotsWithDiscipline = (db: Kysely<Database>) =>
  db
    .selectFrom('schedule_slots as s')
    .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .select(['s.id', 's.dia_semana', 's.weekday', 's.hora', 's.disciplina_id', 'd.nombre as disciplina', 's.cupo_maximo', 's.cupo_maximo as cupo_disponible']);

/** Live slots, Lunes..Domingo, then by time. */
export async function listScheduleSlots(db: Kysely<Database>): Promise<ScheduleSlotView[]> {
  return slotsWithDiscipline(db).where('s.deleted', '=', false).orderBy('s.weekday').orderBy('s.hora').orderBy('s.id').execute();
}

/** A slot by id; removed ones too when asked, so past bookings can still show their time and discipline. */
export async function findScheduleSlot(db: Kysely<Database>, id: number, opts: { includeRemoved?: boolean } = {}): Promise<ScheduleSlotView | undefined> {
  let query = slotsWithDiscipline(db).where('s.id', '=', id);
  if (!opts.includeRemoved) query = query.where('s.deleted', '=', false);
  return query.executeTakeFirst();
}
