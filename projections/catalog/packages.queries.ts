import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The product description's paquete, with classes per week and the disciplines it may book: `disciplinas` (empty: todas),
 * `disciplina_id` the only one when there is exactly one (else null), `disciplina` their names ("Yoga, Pilates";
 * null for todas).
 */
export interface PackageView {
  id: number;
  nombre: string;
  cantidad_clases: number;
  clases_por_semana: number;
  precio: number;
  disciplina_id: number | null;
  disciplina: string | null;
  disciplinas: number[];
}

const packagesWithDiscipline = (db: Kysely<Database>) =>
  db
    .selectFrom('packages as p')
    .select(['p.id', 'p.nombre', 'p.cantidad_clases', 'p.precio', 'p.disciplina_id', 'p.disciplinas'])
    .select(sql<string | null>`(SELECT string_agg(d.nombre, ', ' ORDER BY d.nombre) FROM disciplines d WHERE d.id = ANY(p.disciplinas))`.as('disciplina'));

type PackageRow = Awaited<ReturnType<ReturnType<typeof packagesWithDiscipline>['execute']>>[number];

// docs/product.md §9: classes per week = cantidad_clases / 4.
const toView = (row: PackageRow): PackageView => ({ ...row, precio: Number(row.precio), clases_por_semana: row.cantidad_clases / 4 });

/** Packages on sale, smallest first. */
export async function listPackages(db: Kysely<Database>): Promise<PackageView[]> {
  const rows = await packagesWithDiscipline(db).where('p.deleted', '=', false).orderBy('p.cantidad_clases').orderBy('p.precio').orderBy('p.id').execute();
  return rows.map(toView);
}

/** A package by id; discontinued ones too when asked (members holding one still see its name). */
export async function findPackage(db: Kysely<Database>, id: number, opts: { includeDiscontinued?: boolean } = {}): Promise<PackageView | undefined> {
  let query = packagesWithDiscipline(db).where('p.id', '=', id);
  if (!opts.includeDiscontinued) query = query.where('p.deleted', '=', false);
  const row = await query.executeTakeFirst();
  return row && toView(row);
}
