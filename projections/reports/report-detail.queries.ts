import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DateRange } from './reports.queries';
import { classNow, notAMove, MOVED_CLASS_OF } from './report-moves.queries';

/**
 * The events behind the activity figures of Reportes (bookings, cancellations, new members, request decisions):
 * read from the log itself, with the reports projector's own rules, so each list adds up to its figure. Only
 * events the projector has folded (up to its checkpoint) count, and each falls on the studio day it was recorded.
 */
export type ActivityFigure = 'reservas' | 'cancelaciones' | 'socios' | 'solicitudes' | 'ocupacion';

/** Occupancy of one row of the attendance tables: a discipline (null: none) × weekday × hour, or one weekly class. */
export interface ClassFilter {
  disciplineId?: number | null;
  weekday?: number;
  hour?: number;
  slotId?: number;
}

export interface ActivityEntry {
  position: number;
  date: string;
  at: string;
  kind: string;
  userId: string | null;
  member: string | null;
  packageId: number | null;
  package: string | null;
  amount: number;
  /** The class a booking, cancellation or occupancy line is about. */
  clase?: { fecha: string; hora: string; disciplina: string | null };
  /** Occupancy: the class's places. */
  capacity?: number;
}

interface LogRow {
  position: string | number;
  recorded_at: Date | string;
  day: string | Date;
  event_type: string;
  data: Record<string, unknown>;
  first_name: string | null;
  last_name: string | null;
  discipline: string | null;
  package_id: number | null;
  package_name: string | null;
}

const EVENT_TYPES: Record<Exclude<ActivityFigure, 'ocupacion'>, string[]> = {
  reservas: ['SlotReserved'],
  cancelaciones: ['BookingCancelled'],
  socios: ['UserRegistered'],
  solicitudes: ['PackageRequestApproved', 'PackageRequestRejected'],
};

// The day counters' split of a cancellation (reports.projector.ts): the member, an admin, or the studio's schedule.
const cancelKind = (reason: unknown) => (reason === 'member' ? 'socio' : reason === 'admin' ? 'admin' : 'estudio');

function kindOf(row: LogRow): string {
  switch (row.event_type) {
    case 'SlotReserved': return 'reserva';
    case 'BookingCancelled': return cancelKind(row.data.reason);
    case 'UserRegistered': return 'alta';
    case 'PackageRequestApproved': return 'aprobada';
    default: return 'rechazada';
  }
}

async function logEntries(db: Kysely<Database>, range: DateRange, figure: keyof typeof EVENT_TYPES, upTo: number, tz: string, limit: number): Promise<ActivityEntry[]> {
  const { rows } = await sql<LogRow>`
    WITH ${classNow(upTo)}
    SELECT e.global_position AS position, e.recorded_at, (e.recorded_at AT TIME ZONE ${tz})::date AS day, e.event_type,
           e.data || coalesce(mv.class, '{}'::jsonb) AS data,
           u.first_name, u.last_name, d.nombre AS discipline, r.paquete_id AS package_id, p.nombre AS package_name
      FROM es_events e
      LEFT JOIN users u ON u.user_id = e.data->>'userId'
      ${MOVED_CLASS_OF}
      LEFT JOIN schedule_slots s ON s.id = coalesce((mv.class->>'slotId')::int, (e.data->>'slotId')::int)
      LEFT JOIN disciplines d ON d.id = s.disciplina_id
      LEFT JOIN package_requests r ON e.event_type LIKE 'PackageRequest%' AND r.id = (e.data->>'requestId')::int
      LEFT JOIN packages p ON p.id = r.paquete_id
     WHERE e.event_type IN (${sql.join(EVENT_TYPES[figure])})
       AND e.global_position IS NOT NULL AND e.global_position <= ${upTo}
       AND (e.recorded_at AT TIME ZONE ${tz})::date BETWEEN ${range.from} AND ${range.to}
       AND (e.event_type <> 'UserRegistered' OR e.data->>'role' = 'member')
       AND ${notAMove(upTo)}
     ORDER BY e.global_position
     LIMIT ${limit}`.execute(db);
  return rows.map((r) => {
    const userId = typeof r.data.userId === 'string' ? r.data.userId : null;
    const clase = typeof r.data.fecha === 'string' && typeof r.data.hora === 'string'
      ? { clase: { fecha: r.data.fecha, hora: r.data.hora, disciplina: r.discipline } }
      : {};
    return {
      position: Number(r.position),
      date: dayText(r.day),
      at: new Date(r.recorded_at).toISOString(),
      kind: kindOf(r),
      userId,
      member: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : userId,
      packageId: r.package_id,
      package: r.package_id === null ? null : (r.package_name ?? `Paquete ${r.package_id}`),
      amount: 1,
      ...clase,
    };
  });
}

/** Requests waiting for a decision now (the Solicitudes pendientes figure): one line each, oldest first. */
async function pendingRequests(db: Kysely<Database>, limit: number): Promise<ActivityEntry[]> {
  const rows = await db.selectFrom('package_requests as r')
    .leftJoin('users as u', 'u.user_id', 'r.user_id')
    .leftJoin('packages as p', 'p.id', 'r.paquete_id')
    .select(['r.id', 'r.user_id', 'r.paquete_id', 'r.requested_at', 'u.first_name', 'u.last_name', 'p.nombre'])
    .where('r.status', '=', 'pending').orderBy('r.requested_at').orderBy('r.id').limit(limit).execute();
  return rows.map((r) => ({
    position: r.id,
    date: new Date(r.requested_at).toISOString().slice(0, 10),
    at: new Date(r.requested_at).toISOString(),
    kind: 'pendiente',
    userId: r.user_id,
    member: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : r.user_id,
    packageId: r.paquete_id,
    package: r.nombre ?? `Paquete ${r.paquete_id}`,
    amount: 1,
  }));
}

/**
 * Occupancy: the past classes of the range with at least one live booking, as the attendance figures count them
 * (attendance.queries.ts): live bookings over the class's places.
 */
async function occupancyEntries(db: Kysely<Database>, range: DateRange, now: { date: string; time: string }, limit: number, only: ClassFilter = {}): Promise<ActivityEntry[]> {
  const discipline = only.disciplineId === undefined ? sql`TRUE`
    : only.disciplineId === null ? sql`o.discipline_id IS NULL` : sql`o.discipline_id = ${only.disciplineId}`;
  const weekday = only.weekday === undefined ? sql`TRUE` : sql`o.weekday = ${only.weekday}`;
  const hour = only.hour === undefined ? sql`TRUE` : sql`substr(o.hora, 1, 2)::int = ${only.hour}`;
  const slot = only.slotId === undefined ? sql`TRUE` : sql`o.slot_id = ${only.slotId}`;
  const { rows } = await sql<{ slot_id: number; fecha: string | Date; hora: string; capacity: number; booked: number; discipline: string | null; last_position: string | number }>`
    SELECT o.slot_id, o.fecha, o.hora, o.capacity, o.booked, d.name AS discipline, o.last_position
      FROM report_occurrences o
      LEFT JOIN report_disciplines d ON d.discipline_id = o.discipline_id
     WHERE o.fecha BETWEEN ${range.from} AND ${range.to}
       AND o.booked > 0
       AND (o.fecha < ${now.date} OR (o.fecha = ${now.date} AND o.hora <= ${now.time}))
       AND ${discipline} AND ${weekday} AND ${hour} AND ${slot}
     ORDER BY o.fecha, o.hora, o.slot_id
     LIMIT ${limit}`.execute(db);
  return rows.map((r) => {
    const fecha = dayText(r.fecha);
    return {
      position: Number(r.last_position),
      date: fecha,
      at: `${fecha}T${r.hora}`,
      kind: 'clase',
      userId: null,
      member: null,
      packageId: null,
      package: null,
      amount: r.booked,
      clase: { fecha, hora: r.hora, disciplina: r.discipline ?? 'Sin disciplina' },
      capacity: r.capacity,
    };
  });
}

/** The lines behind one activity figure; the pending requests come before the decisions of the range. */
export async function listActivityEntries(
  db: Kysely<Database>,
  input: { range: DateRange; figure: ActivityFigure; upTo: number; tz: string; now: { date: string; time: string }; limit: number; only?: ClassFilter },
): Promise<ActivityEntry[]> {
  const { range, figure, upTo, tz, now, limit } = input;
  if (figure === 'ocupacion') return occupancyEntries(db, range, now, limit, input.only);
  if (figure !== 'solicitudes') return logEntries(db, range, figure, upTo, tz, limit);
  const pending = await pendingRequests(db, limit);
  const decided = await logEntries(db, range, figure, upTo, tz, limit - pending.length);
  return [...pending, ...decided.map((e) => ({ ...e, amount: 0 }))];
}

// A `date` column reads as text on one driver and as a Date at UTC midnight on another.
const dayText = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));
