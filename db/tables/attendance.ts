import type { Generated } from 'kysely';

/** One booking's attendance and how staff booked it (attendance@v1). */
export interface AttendanceTable {
  booking_id: number;
  slot_id: number;
  fecha: string;
  user_id: string;
  /** null: not marked yet (a staff booking's row exists before the class). */
  status: Generated<'attended' | 'no_show' | null>;
  marked_at: Generated<Date | null>;
  marked_by: Generated<string | null>;
  walk_in: Generated<boolean>;
  credit_consumed: Generated<boolean>;
  staff_reason: Generated<string | null>;
}
