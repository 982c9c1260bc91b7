import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface LibraryExerciseRow {
  id: number;
  nombre: string;
  video: string | null;
  notas: string;
  peso_corporal: boolean;
}

// The editor's autocomplete shows a handful; the library screen pages through the rest by name.
const LIST_MAX = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live entries by name; with `q`, those whose name contains it (case and accents ignored). */
export async function listLibraryExercises(db: Db, opts: { q?: string; limit?: number } = {}): Promise<LibraryExerciseRow[]> {
  const q = opts.q?.trim();
  let query = db.selectFrom('exercise_library').select(['id', 'nombre', 'video', 'notas', 'peso_corporal']).where('deleted', '=', false);
  if (q) query = query.where(sql<boolean>`translate(lower(nombre), 'áéíóúüñ', 'aeiouun') LIKE '%' || translate(lower(${escapeLike(q)}), 'áéíóúüñ', 'aeiouun') || '%'`);
  return query.orderBy(sql`lower(nombre)`).orderBy('id').limit(Math.min(opts.limit ?? LIST_MAX, LIST_MAX)).execute();
}

export async function findLibraryExercise(db: Db, id: number): Promise<LibraryExerciseRow | undefined> {
  return db.selectFrom('exercise_library').select(['id', 'nombre', 'video', 'notas', 'peso_corporal']).where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
}

/** Whether another live entry has this name (compared without case; spaces as requireName leaves them). */
export async function isLibraryNameTaken(db: Db, name: unknown, exceptId?: number): Promise<boolean> {
  if (typeof name !== 'string') return false;
  let query = db.selectFrom('exercise_library').select('id').where('deleted', '=', false).where(sql<boolean>`lower(nombre) = lower(${name.trim().replace(/\s+/g, ' ')})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
