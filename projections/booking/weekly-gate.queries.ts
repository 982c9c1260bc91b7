import { sql, type RawBuilder } from 'kysely';
import type { WeeklyGate } from '../../domain/billing/plan-allowance';
import { makeupUsedSql } from './makeups.queries';

/**
 * Her plan's weekly classes and her bookings in `fecha`'s week (Monday to Sunday; make-ups apart, they recover a class
 * she already had), only when her month is by the week; else null. `m` is her member_packages row, read in the
 * statement that locks her stream: every booking of hers appends to it, so two bookings of one week never both pass.
 */
export const weeklyGateSql = (userId: string | RawBuilder<unknown>, fecha: string | RawBuilder<unknown>, m: RawBuilder<unknown> = sql`m`): RawBuilder<WeeklyGate | null> => sql`
  CASE WHEN ${m}.clases_por_semana IS NULL THEN NULL ELSE json_build_object('limit', ${m}.clases_por_semana, 'booked', (
    SELECT count(*)::int FROM bookings wb
    WHERE wb.user_id = ${userId} AND wb.active
      AND wb.fecha >= date_trunc('week', ${fecha}::date)::date AND wb.fecha < date_trunc('week', ${fecha}::date)::date + 7
      AND ${makeupUsedSql(sql`wb`)} IS NULL)) END`;
