import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const fechaText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
const nameSql = (alias: string) => sql<string>`trim(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, ''))`;

/** Active bookings between two studio dates nobody has marked yet: the no-show sweep's candidates. */
export async function listUnmarkedBookings(db: Kysely<Database>, from: string, to: string) {
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('attendance as a', 'a.booking_id', 'b.id')
    .leftJoin('schedule_slots as s', 's.id', 'b.slot_id')
    .select(['b.id', 'b.slot_id', 'b.fecha', 'b.hora', 's.duration_minutes'])
    .where('b.active', '=', true)
    .where('b.fecha', '>=', from)
    .where('b.fecha', '<=', to)
    .where((eb) => eb.or([eb('a.booking_id', 'is', null), eb('a.status', 'is', null)]))
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, slotId: r.slot_id, fecha: fechaText(r.fecha), hora: r.hora, durationMinutes: r.duration_minutes }));
}

export interface ConsoleClass {
  horario_id: number;
  fecha: string;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
  reservados: number;
  presentes: number;
  en_espera: number;
  /** The slot's duration. */
  duracion_minutos: number;
  /** Why the class will not take place (cancelled_occurrences), or null. */
  cancelada: { causa: 'dia_cerrado' | 'cancelada' | 'movida'; motivo: string; movida_a: { fecha: string; hora: string } | null } | null;
}

/** The classes of one studio day (the weekly slots of its weekday and its one-off classes), with bookings, check-ins and waitlist counts. */
export async function listClassesOfDay(db: Kysely<Database>, fecha: string, weekday: number): Promise<ConsoleClass[]> {
  const { rows } = await sql<ConsoleClass>`
    SELECT s.id AS horario_id, ${fecha}::text AS fecha, s.hora, s.disciplina_id, coalesce(d.nombre, '') AS disciplina, s.cupo_maximo,
           (SELECT count(*) FROM bookings b WHERE b.slot_id = s.id AND b.fecha = ${fecha}::date AND b.active)::int AS reservados,
           (SELECT count(*) FROM bookings b JOIN attendance a ON a.booking_id = b.id
             WHERE b.slot_id = s.id AND b.fecha = ${fecha}::date AND b.active AND a.status = 'attended')::int AS presentes,
           (SELECT count(*) FROM waitlist_entries w WHERE w.slot_id = s.id AND w.fecha = ${fecha}::date AND w.state = 'waiting')::int AS en_espera,
           s.duration_minutes AS duracion_minutos,
           CASE WHEN x.slot_id IS NULL THEN NULL ELSE json_build_object(
             'causa', CASE x.cause WHEN 'day-closed' THEN 'dia_cerrado' WHEN 'moved' THEN 'movida' ELSE 'cancelada' END,
             'motivo', x.motivo,
             'movida_a', CASE WHEN x.moved_to_fecha IS NULL THEN NULL ELSE json_build_object('fecha', to_char(x.moved_to_fecha, 'YYYY-MM-DD'), 'hora', x.moved_to_hora) END)
           END AS cancelada
    FROM schedule_slots s
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    LEFT JOIN cancelled_occurrences x ON x.slot_id = s.id AND x.fecha = ${fecha}::date
    WHERE NOT s.deleted AND ((s.fecha IS NULL AND s.weekday = ${weekday}) OR s.fecha = ${fecha}::date)
    ORDER BY s.hora, s.id`.execute(db);
  return rows;
}

export interface RosterEntry {
  id: number;
  clerk_user_id: string;
  nombre: string;
  asistencia: 'presente' | 'ausente' | null;
  sin_reserva: boolean;
  sin_credito: boolean;
  motivo: string | null;
}

/** Who is booked into one class, with their attendance; staff bookings say how they were made. */
export async function listClassRoster(db: Kysely<Database>, slotId: number, fecha: string): Promise<RosterEntry[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.user_id', 'b.user_id')
    .leftJoin('attendance as a', 'a.booking_id', 'b.id')
    .select(['b.id', 'b.user_id', nameSql('u').as('nombre'), 'a.status', 'a.walk_in', 'a.credit_consumed', 'a.staff_reason'])
    .where('b.slot_id', '=', slotId)
    .where('b.fecha', '=', fecha)
    .where('b.active', '=', true)
    .orderBy('b.booked_at')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    clerk_user_id: r.user_id,
    nombre: r.nombre || 'Socio eliminado',
    asistencia: r.status === 'attended' ? 'presente' : r.status === 'no_show' ? 'ausente' : null,
    sin_reserva: r.walk_in ?? false,
    sin_credito: r.credit_consumed === false,
    motivo: r.staff_reason ?? null,
  }));
}

/**
 * Whom the studio's cancellation of a class took off it: the bookings its cancellation (or its day's closing) ended,
 * and those of a moved class that could not follow it. Staff tell each of them (the console's WhatsApp link).
 */
export async function listCancelledRoster(db: Kysely<Database>, slotId: number, fecha: string) {
  const rows = await db
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.user_id', 'b.user_id')
    .select(['b.id', 'b.user_id', nameSql('u').as('nombre')])
    .where('b.slot_id', '=', slotId)
    .where('b.fecha', '=', fecha)
    .where('b.active', '=', false)
    .where('b.cancel_reason', 'in', ['class-cancelled', 'moved-class-full', 'moved-member-busy'])
    .where((eb) => eb.or([eb('u.deleted', 'is', null), eb('u.deleted', '=', false)]))
    .orderBy('b.booked_at')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, clerk_user_id: r.user_id, nombre: r.nombre }));
}

/** The class's waitlist in order, with names. */
export async function listClassWaitlist(db: Kysely<Database>, slotId: number, fecha: string) {
  const { rows } = await sql<{ id: number; user_id: string; nombre: string }>`
    SELECT w.id, w.user_id, ${nameSql('u')} AS nombre
    FROM waitlist_entries w LEFT JOIN users u ON u.user_id = w.user_id
    WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.state = 'waiting'
    ORDER BY w.joined_seq`.execute(db);
  return rows.map((r, i) => ({ id: r.id, clerk_user_id: r.user_id, nombre: r.nombre || 'Socio eliminado', posicion: i + 1 }));
}

/**
 * The plans beside a class: those assigned to the group named like the class's discipline (a "Funcional" group
 * for the Funcional class), the one mapping the studio's data holds today. None when no group matches.
 */
export async function listClassPlans(db: Kysely<Database>, slotId: number) {
  return db
    .selectFrom('schedule_slots as s')
    .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .innerJoin('member_groups as g', (j) => j.on(sql`lower(trim(g.nombre))`, '=', sql`lower(trim(d.nombre))`))
    .innerJoin('member_group_plans as gp', 'gp.group_id', 'g.id')
    .innerJoin('plan_views as p', 'p.id', 'gp.plan_id')
    .select(['p.id', 'p.nombre', 'g.nombre as grupo'])
    .where('s.id', '=', slotId)
    .orderBy('p.nombre')
    .execute();
}

/** Members staff can book into a class: a name or email search over visible accounts (at most 20). */
export async function searchMembers(db: Kysely<Database>, text: string) {
  const like = `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('users as u')
    .select(['u.user_id', nameSql('u').as('nombre'), 'u.email'])
    .where('u.hidden', '=', false)
    .where((eb) => eb.or([eb(sql`lower(${nameSql('u')})`, 'like', like), eb(sql`lower(u.email)`, 'like', like)]))
    .orderBy('u.first_name')
    .limit(20)
    .execute();
  return rows.map((r) => ({ clerk_user_id: r.user_id, nombre: r.nombre, email: r.email }));
}
