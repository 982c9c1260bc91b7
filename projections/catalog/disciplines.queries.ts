import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface DisciplineView {
  id: number;
  nombre: string;
}

/** A discipline with its booking policy, as the admin's Disciplinas screen edits it. */
export interface DisciplineWithPolicyView extends DisciplineView {
  reservas_abren_dias_antes: number | null;
  reservas_cierran_minutos_antes: number;
  cancelacion_gratis_horas_antes: number | null;
  cancelaciones_tardias_gratis_mes: number;
  lista_espera_automatica_minutos_antes: number;
}

/** Live disciplines, alphabetically (case-insensitive), with their booking policy. */
export async function listDisciplines(db: Kysely<Database>): Promise<DisciplineWithPolicyView[]> {
  return db
    .selectFrom('disciplines')
    .select([
      'id',
      'nombre',
      'opens_days_ahead as reservas_abren_dias_antes',
      'closes_minutes_before as reservas_cierran_minutos_antes',
      'free_cancel_hours_before as cancelacion_gratis_horas_antes',
      'free_late_cancels_per_month as cancelaciones_tardias_gratis_mes',
      'waitlist_cutoff_minutes_before as lista_espera_automatica_minutos_antes',
    ])
    .where('deleted', '=', false)
    .orderBy(sql`lower(nombre)`)
    .orderBy('id')
    .execute();
}

export async function findDiscipline(db: Kysely<Database>, id: number): Promise<DisciplineView | undefined> {
  return db.selectFrom('disciplines').select(['id', 'nombre']).where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
}

/** Whether another live discipline already has this name, ignoring case. */
export async function isDisciplineNameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('disciplines').select('id').where('deleted', '=', false).where(sql<boolean>`lower(nombre) = lower(${name.trim().replace(/\s+/g, ' ')})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many live schedule slots and packages name this discipline. */
export async function countDisciplineUses(db: Kysely<Database>, id: number): Promise<{ slots: number; packages: number }> {
  const count = (table: 'schedule_slots' | 'packages') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
      // a package names it when the discipline is one of its set
      .where(table === 'packages' ? sql<boolean>`${id} = ANY(disciplinas)` : sql<boolean>`disciplina_id = ${id}`)
      .where('deleted', '=', false).executeTakeFirstOrThrow();
  const [slots, packages] = await Promise.all([count('schedule_slots'), count('packages')]);
  return { slots: Number(slots.n), packages: Number(packages.n) };
}
