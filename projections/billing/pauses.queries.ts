import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Pause, PauseSettings, PlanPauseLimits } from '../../domain/billing/pause-rules';

/** The studio's rule for pauses, or undefined while it has never saved one. */
export async function findPauseSettings(db: Db): Promise<PauseSettings | undefined> {
  const row = await db.selectFrom('pause_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return row && { maxPerYear: row.max_per_year, maxDaysPerYear: row.max_days_per_year, approval: row.approval };
}

/** Every package with limits of its own, with its name, by name. */
export async function listPausePlanLimits(db: Db): Promise<(PlanPauseLimits & { name: string })[]> {
  const rows = await db
    .selectFrom('pause_plan_limits as l')
    .innerJoin('packages as p', 'p.id', 'l.package_id')
    .select(['l.package_id', 'l.max_per_year', 'l.max_days_per_year', 'p.nombre'])
    .where('l.max_per_year', 'is not', null)
    .orderBy('p.nombre')
    .orderBy('l.package_id')
    .execute();
  return rows.map((r) => ({ packageId: r.package_id, maxPerYear: r.max_per_year!, maxDaysPerYear: r.max_days_per_year!, name: r.nombre }));
}

export interface PauseRow extends Pause {
  userId: string;
  reason: string | null;
  requestedAt: Date;
}

const pauseColumns = ['pause_id', 'user_id', sql<string>`desde::text`.as('desde'), sql<string>`hasta::text`.as('hasta'), 'dias', 'estado', 'motivo', 'requested_at'] as const;
const pauseOf = (r: { pause_id: number; user_id: string; desde: string; hasta: string; dias: number; estado: Pause['status']; motivo: string | null; requested_at: Date }): PauseRow => ({
  pauseId: r.pause_id, userId: r.user_id, from: r.desde, to: r.hasta, days: r.dias, status: r.estado, reason: r.motivo, requestedAt: r.requested_at,
});

/** Her pauses, the latest first. */
export async function listMemberPauses(db: Db, userId: string): Promise<PauseRow[]> {
  const rows = await db.selectFrom('member_pauses').select(pauseColumns).where('user_id', '=', userId).orderBy('desde', 'desc').execute();
  return rows.map(pauseOf);
}

/** Every pause waiting for the studio, the oldest asked first, with her name. */
export async function listPendingPauses(db: Db): Promise<(PauseRow & { name: string })[]> {
  const rows = await db
    .selectFrom('member_pauses as p')
    .innerJoin('users as u', 'u.user_id', 'p.user_id')
    .select(['p.pause_id', 'p.user_id', sql<string>`p.desde::text`.as('desde'), sql<string>`p.hasta::text`.as('hasta'), 'p.dias', 'p.estado', 'p.motivo', 'p.requested_at', 'u.first_name', 'u.last_name'])
    .where('p.estado', '=', 'pendiente')
    .orderBy('p.requested_at')
    .execute();
  return rows.map((r) => ({ ...pauseOf(r), name: `${r.first_name} ${r.last_name}`.trim() }));
}

/** Her active bookings from `from` to `to` (both included): a pause over them would leave a place held for nobody. */
export async function countBookingsBetween(db: Db, userId: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('active', '=', true)
    .where(sql<boolean>`fecha BETWEEN ${from}::date AND ${to}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface PauseGateRow {
  from: string;
  to: string;
}

/** The pause (pending or approved) of hers that covers `fecha`, for the statement that locks her stream to book. */
export const pauseGateSql = (userId: string | RawBuilder<unknown>, fecha: string | RawBuilder<unknown>): RawBuilder<PauseGateRow | null> => sql`
  (SELECT json_build_object('from', p.desde::text, 'to', p.hasta::text) FROM member_pauses p
   WHERE p.user_id = ${userId} AND p.estado IN ('pendiente', 'aprobada') AND ${fecha}::date BETWEEN p.desde AND p.hasta LIMIT 1)`;
