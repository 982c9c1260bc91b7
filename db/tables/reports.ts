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
