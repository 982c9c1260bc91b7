import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { agendaDates, isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { registerUser } from '../../services/membership/register-user';
import { assignPackage } from '../../services/packages/member-package.commands';
import { createSession } from '../../services/platform/auth/local-sessions';
import type { Db } from '../../db/database';
import { occurrenceStream } from '../../events/streams';
import { WEEKDAYS } from '../../domain/catalog/weekdays';

export interface Occurrence {
  slotId: number;
  fecha: string;
}

/** A studio for storms: many weekly slots with room to spare, a few hot slots, and members with credits. */
export async function buildBenchStudio(app: FastifyInstance, db: Db, opts: { now: Date; today: string; members: number; credits: number; tz: string }) {
  const admin = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email: 'bench-admin@example.com', password: 'bench-clave-1', firstName: 'Bench', lastName: 'Admin' } });
  const auth = { authorization: `Bearer ${admin.json().token}` };
  const post = async (method: 'POST' | 'PUT', url: string, payload: object) => (await app.inject({ method, url, payload, headers: auth })).json();
  const discipline = await post('POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' });
  const slots: { id: number; weekday: number }[] = [];
  for (let day = 1; day <= 6; day++) {
    for (let hour = 8; hour < 18; hour++) {
      const slot = await post('POST', '/api/horarios/addHorario', { dia_semana: WEEKDAYS[day - 1], hora: `${String(hour).padStart(2, '0')}:00`, disciplina_id: discipline.id, cupo_maximo: 500 });
      slots.push({ id: slot.id, weekday: day });
    }
  }
  const hot: Occurrence[] = [];
  const lastDate = agendaDates(opts.today).filter((d) => isoWeekdayOf(d) === 6).at(-1)!;
  for (const hora of ['21:00', '21:30', '22:00']) {
    const slot = await post('POST', '/api/horarios/addHorario', { dia_semana: 'Sábado', hora, disciplina_id: discipline.id, cupo_maximo: 500 });
    hot.push({ slotId: slot.id, fecha: lastDate });
  }
  const pkg = await post('PUT', '/api/paquetes/addPaquete', { nombre: 'Bench', cantidad_clases: 8, precio: 1, disciplina_id: discipline.id });
  const dates = agendaDates(opts.today).slice(1);
  const spread = slots.flatMap((s) => dates.filter((d) => isoWeekdayOf(d) === s.weekday).map((fecha) => ({ slotId: s.id, fecha })));

  const userIds = await registerBenchMembers(db, { ...opts, prefix: 'user_bench', count: opts.members, packageId: pkg.id });
  const members: { userId: string; token: string }[] = [];
  for (const userId of userIds) members.push({ userId, token: (await createSession(db, userId, opts.now, 1)).token });
  return { spread, hot, members };
}

/** `count` members `<prefix>_<i>` through the commands (no HTTP), each with `credits` of the package; their ids. */
export async function registerBenchMembers(db: Db, opts: { now: Date; prefix: string; count: number; packageId: number; credits: number; tz: string }): Promise<string[]> {
  const ctx = { now: opts.now, actorId: 'bench' };
  // Valid past every class a bench books, and within the three years ahead a studio's dates may reach.
  const validUntil = `${opts.now.getUTCFullYear() + 2}-01-01`;
  const userIds: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const userId = `${opts.prefix}_${i}`;
    await registerUser(db, ctx, { userId, profile: { firstName: `Socia${i}`, lastName: 'Bench', email: `${userId}@example.com` }, source: 'local', adminEmails: [] });
    await assignPackage(db, ctx, { userId, packageId: opts.packageId, credits: opts.credits, validUntil, reason: 'Créditos del bench', tz: opts.tz });
    userIds.push(userId);
  }
  return userIds;
}

/** Booking invariant straight from the log: places match events, no occurrence over capacity, no negative credits. */
export async function bookingInvariantHolds(db: Db): Promise<string> {
  const { rows } = await sql<{ bad_occurrences: number; over: number; negative: number }>`
    SELECT
      (SELECT count(*) FROM slot_occurrences o WHERE o.booked <> (
         SELECT count(*) FILTER (WHERE e.event_type = 'SlotReserved') - count(*) FILTER (WHERE e.event_type = 'BookingCancelled')
         FROM es_events e WHERE e.stream_id = ${occurrenceStream.sql(sql.ref('o.slot_id'), sql.ref('o.fecha')).streamId}))::int AS bad_occurrences,
      (SELECT count(*) FROM slot_occurrences WHERE booked > capacity)::int AS over,
      (SELECT count(*) FROM member_packages WHERE creditos_restantes < 0)::int AS negative`.execute(db);
  const r = rows[0]!;
  return r.bad_occurrences === 0 && r.over === 0 && r.negative === 0 ? 'invariant OK' : `INVARIANT BROKEN ${JSON.stringify(r)}`;
}
