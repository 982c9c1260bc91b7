import type { ColumnType } from 'kysely';

/**
 * Packages on offer (deleted = true once discontinued; the row stays so held packages keep their name).
 * Member packages read it by these column names. `precio` is numeric(12,2): pg returns it as a string.
 */
export interface PackagesTable {
  id: number;
  nombre: string;
  cantidad_clases: number;
  precio: ColumnType<string, number, number>;
  disciplina_id: number | null;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
}
