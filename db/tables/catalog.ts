import type { ColumnType } from 'kysely';

export interface DisciplinesTable {
  id: number;
  nombre: string;
  deleted: boolean;
  /** The booking policy (DisciplineBookingPolicySet); null: no limit of its own. */
  opens_days_ahead: ColumnType<number | null, number | null | undefined, number | null>;
  closes_minutes_before: ColumnType<number, number | undefined, number>;
  free_cancel_hours_before: ColumnType<number | null, number | null | undefined, number | null>;
  free_late_cancels_per_month: ColumnType<number, number | undefined, number>;
  /** Until how many minutes before class the waitlist promotes automatically (default 120). */
  waitlist_cutoff_minutes_before: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

/**
 * Packages on offer (deleted = true once discontinued; the row stays so held packages keep their name).
 * Member packages read it by these column names. `precio` is numeric(12,2): pg returns it as a string.
 */
export interface PackagesTable {
  id: number;
  nombre: string;
  cantidad_clases: number;
  precio: ColumnType<string, number, number>;
  /** The only discipline when `disciplinas` has exactly one, else null (the product description's paquete). */
  disciplina_id: number | null;
  /** The disciplines the package may book, ascending; empty: every discipline. */
  disciplinas: ColumnType<number[], number[] | undefined, number[]>;
  deleted: boolean;
  /** Its price list's version in effect (PriceVersionTookEffect), null before it has one: what a sale records. */
  price_version: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Date;
  updated_at: Date;
}

/** One row per weekly slot; `weekday` is ISO (1 = Lunes), `dia_semana` its Spanish name, `hora` 'HH:MM'. */
export interface ScheduleSlotsTable {
  id: number;
  weekday: number;
  dia_semana: string;
  hora: string;
  disciplina_id: number;
  cupo_maximo: number;
  /** A one-off class's date ('YYYY-MM-DD'); null for a weekly slot. */
  fecha: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff member who runs the class (users.user_id); null: nobody named. */
  instructor_id: ColumnType<string | null, string | null | undefined, string | null>;
  duration_minutes: ColumnType<number, number | undefined, number>;
  deleted: boolean;
  updated_at: Date;
}
