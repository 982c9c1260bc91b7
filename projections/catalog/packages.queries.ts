import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SPEC.md's paquete, with its discipline's name (null when none) and classes per week. */
export interface PackageView {
  id: number;
  nombre: string;
  cantidad_clases: number;
  clases_por_semana: number;
  precio: number;
  disciplina_id: number | null;
  disciplina: string | null;
}

const packagesWithDiscipline = (db: Kysely<Database>) =>
  db
    .selectFrom('packages as p')
    .leftJoin('disciplines as d', 'd.id', 'p.disciplina_id')
    .select(['p.id', 'p.nombre', 'p.cantidad_clases', 'p.precio', 'p.disciplina_id', 'd.nombre as disciplina']);

type PackageRow = Awaited<ReturnType<ReturnType<typeof packagesWithDiscipline>['execute']>>[number];

// SPEC.md §9: classes per week = cantidad_clases / 4.
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
