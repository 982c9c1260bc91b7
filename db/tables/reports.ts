import type { Generated } from 'kysely';

/** Activity of one studio-calendar day, folded by reports@v1. */
export interface ReportDaysTable {
  /** YYYY-MM-DD on the studio calendar (STUDIO_TZ) of the events' recorded_at. */
  day: string;
  bookings: Generated<number>;
  cancelled_by_member: Generated<number>;
  cancelled_by_admin: Generated<number>;
  /** Cancelled by the studio changing or removing a schedule slot. */
  cancelled_by_studio: Generated<number>;
  credits_consumed: Generated<number>;
  credits_restored: Generated<number>;
  requests: Generated<number>;
  approvals: Generated<number>;
  rejections: Generated<number>;
  packages_assigned: Generated<number>;
  /** Sum of the assigned packages' prices (ARS cents) at the time of each assignment. */
  revenue_cents: Generated<number>;
  new_members: Generated<number>;
  last_position: number;
}

export type ReportDayCounter = Exclude<keyof ReportDaysTable, 'day' | 'last_position'>;

/** A class occurrence that was ever booked: `booked` counts its live bookings. */
export interface ReportOccurrencesTable {
  slot_id: number;
  fecha: string;
  hora: string;
  /** ISO weekday of `fecha`: 1 = Lunes … 7 = Domingo. */
  weekday: number;
  discipline_id: number | null;
  capacity: number;
  booked: number;
  last_position: number;
}

export interface ReportPackagePricesTable {
  package_id: number;
  price_cents: number;
  last_position: number;
}

export interface ReportSlotsTable {
  slot_id: number;
  discipline_id: number;
  last_position: number;
}

export interface ReportDisciplinesTable {
  discipline_id: number;
  name: string;
  last_position: number;
}

/** Which figure an entry stands behind (reports@v2): net income (ARS cents) or credits used (net of returns). */
export type ReportFigure = 'ingresos' | 'creditos';

/**
 * One event behind a money or credit figure (reports@v2), on the studio day of the command that recorded it.
 * ingresos: 'venta' (+price at the sale), 'reversion' (−the price it was sold at), 'reemplazo' (0: the same
 * package assigned again in one step replaces the one held). creditos: 'consumo' (+n), 'devolucion' (−n).
 */
export interface ReportEntriesTable {
  position: number;
  cifra: ReportFigure;
  day: string;
  occurred_at: Date;
  kind: string;
  user_id: string;
  package_id: number | null;
  /** Cents for ingresos, credits for creditos; signed. */
  amount: number;
}

/** The package each member holds as the reports sold it: what a removal reverses (reports@v2). */
export interface ReportMemberPackagesTable {
  user_id: string;
  /** Null once the package ended (expired, or removed and not replaced). */
  package_id: number | null;
  price_cents: number;
  sale_position: number;
  /** The PackageRemoved that ended it, while a re-assignment in the same command may still turn it into a replacement. */
  removed_position: number | null;
  removed_command: string | null;
  last_position: number;
}

/** A renewal or top-up request (reports@v3): sold when approved, at `price_cents`, by the event at `sold_position`. */
export interface ReportRequestsTable {
  request_id: number;
  user_id: string;
  package_id: number;
  kind: string;
  price_cents: number | null;
  sold_position: number | null;
  last_position: number;
}

/** A booking that followed its moved class (reports@v5): its credit was taken again, not used anew. */
export interface ReportMovedBookingsTable {
  booking_id: number;
  last_position: number;
}

/** The studio's monthly price index (PriceIndexSet), one row per month. */
export interface PriceIndexTable {
  /** YYYY-MM */
  month: string;
  value: number;
  /** The stream position that set it, so a redelivered older event changes nothing. */
  last_position: number;
}
