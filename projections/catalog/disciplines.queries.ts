import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface DisciplineView {
  id: number;
  nombre: string;
}

/** Live disciplines, alphabetically (case-insensitive). */
export async function listDisciplines(db: Kysely<Database>): Promise<DisciplineView[]> {
  return db.selectFrom('disciplines').select(['id', 'nombre']).where('deleted', '=', false).orderBy(sql`lower(nombre)`).orderBy('id').execute();
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
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('disciplina_id', '=', id).where('deleted', '=', false).executeTakeFirstOrThrow();
  const [slots, packages] = await Promise.all([count('schedule_slots'), count('packages')]);
  return { slots: Number(slots.n), packages: Number(packages.n) };
}
