import { sql, type RawBuilder } from 'kysely';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { memberDeletedSql } from '../membership/users.queries';
import { makeupGrantSql, makeupUsedSql } from './makeups.queries';
import { memberStream, occurrenceStream, streamColumns, studioDayStream } from '../../events/streams';
import { trialPlacesSql } from '../trials/trial-places.queries';

/**
 * What the calendar-exception commands decide on (services/booking/calendar.commands.ts), as SQL for the statement
 * that also locks their streams (a FactsCommand's: services/platform/commands/locked-facts.ts). `slotId` names one
 * occurrence; without it, every live class of the date (its weekly slots on that weekday and its one-off classes).
 */
const classesOf = (fecha: string, slotId: number | undefined) =>
  slotId === undefined
    ? sql`NOT s.deleted AND ((s.fecha IS NULL AND s.weekday = ${isoWeekdayOf(fecha)}) OR s.fecha = ${fecha}::date)`
    : sql`NOT s.deleted AND s.id = ${slotId}`;

const liveBookings = (fecha: string, slotId: number | undefined) => sql`
  SELECT b.* FROM bookings b JOIN schedule_slots s ON s.id = b.slot_id
  WHERE ${classesOf(fecha, slotId)} AND b.fecha = ${fecha}::date AND b.active`;

/** Where a moved class goes (the one-off class created in the same transaction). */
export interface MoveTo {
  slotId: number;
  fecha: string;
  hora: string;
}

/**
 * The day's stream, each class's occurrence stream, and the stream of every member booked in one of them; for a
 * move, the new occurrence's stream too (its bookings and waitlist are appended there).
 */
export const calendarStreamsSql = (fecha: string, slotId?: number, movedTo?: MoveTo): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(studioDayStream(fecha))}
  UNION
  SELECT ${movedTo ? occurrenceStream(movedTo.slotId, movedTo.fecha).streamId : null}, 'slot-occurrence' WHERE ${movedTo !== undefined}
  UNION
  SELECT ${streamColumns(occurrenceStream.sql(sql.ref('s.id'), sql.val(fecha)))} FROM schedule_slots s WHERE ${classesOf(fecha, slotId)}
  UNION
  SELECT ${streamColumns(memberStream.sql(sql.ref('b.user_id')))} FROM (${liveBookings(fecha, slotId)}) b`;

/**
 * MoveTargetFacts: the new occurrence, its places taken, the members of the moved class (booked or waiting) who
 * already hold a class at the new date and time, and a fresh id per booking, entry and trial that may follow.
 */
const moveTargetSql = (fecha: string, slotId: number, to: MoveTo) => sql`
  SELECT json_build_object(
    'slot', json_build_object('id', s.id, 'diaSemana', s.dia_semana, 'hora', s.hora, 'cupoMaximo', s.cupo_maximo, 'fecha', s.fecha::text),
    'booked', (SELECT count(*)::int FROM bookings b WHERE b.slot_id = s.id AND b.fecha = ${to.fecha}::date AND b.active) + ${trialPlacesSql(sql.ref('s.id'), to.fecha)},
    'busyUserIds', (SELECT coalesce(json_agg(DISTINCT b.user_id), '[]') FROM bookings b
        WHERE b.fecha = ${to.fecha}::date AND b.hora = ${to.hora} AND b.active AND b.slot_id <> ${slotId}
          AND b.user_id IN (SELECT user_id FROM bookings WHERE slot_id = ${slotId} AND fecha = ${fecha}::date AND active
                            UNION SELECT user_id FROM waitlist_entries WHERE slot_id = ${slotId} AND fecha = ${fecha}::date AND state = 'waiting')),
    'bookingIds', ARRAY(SELECT nextval('booking_id_seq')::int FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.active),
    'entryIds', ARRAY(SELECT nextval('waitlist_entry_id_seq')::int FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.state = 'waiting'),
    'trialIds', ARRAY(SELECT gen_random_uuid()::text FROM trial_classes t WHERE t.slot_id = ${slotId} AND t.fecha = ${fecha}::date AND t.status <> 'cancelled'))
  FROM schedule_slots s WHERE s.id = ${to.slotId} AND NOT s.deleted`;

/** One row: CalendarFacts (domain/booking/calendar-facts.ts) as JSON. */
export const calendarFactsSql = (fecha: string, slotId?: number, movedTo?: MoveTo): RawBuilder<unknown> => sql`
  SELECT ${fecha}::text AS fecha,
    (SELECT json_build_object('motivo', c.motivo) FROM closed_days c WHERE c.fecha = ${fecha}::date) AS closed,
    (SELECT coalesce(json_agg(json_build_object(
        'slot', json_build_object('id', s.id, 'diaSemana', s.dia_semana, 'hora', s.hora, 'cupoMaximo', s.cupo_maximo, 'fecha', s.fecha::text),
        'cancelled', (SELECT json_build_object('cause', x.cause, 'motivo', x.motivo) FROM cancelled_occurrences x WHERE x.slot_id = s.id AND x.fecha = ${fecha}::date),
        'bookings', (SELECT coalesce(json_agg(json_build_object(
            'id', b.id, 'slotId', b.slot_id, 'fecha', b.fecha::text, 'hora', b.hora, 'userId', b.user_id, 'active', b.active,
            'creditConsumed', NOT EXISTS (SELECT 1 FROM attendance a WHERE a.booking_id = b.id AND NOT a.credit_consumed) AND ${makeupUsedSql(sql`b`)} IS NULL,
            'makeup', json_build_object('usedMakeupId', ${makeupUsedSql(sql`b`)}, 'grantValidDays', ${makeupGrantSql(sql`b`, 'closure')})) ORDER BY b.id), '[]')
          FROM bookings b WHERE b.slot_id = s.id AND b.fecha = ${fecha}::date AND b.active),
        'waiting', (SELECT coalesce(json_agg(json_build_object('entryId', w.id, 'userId', w.user_id) ORDER BY w.joined_seq), '[]')
          FROM waitlist_entries w WHERE w.slot_id = s.id AND w.fecha = ${fecha}::date AND w.state = 'waiting'),
        'trials', (SELECT coalesce(json_agg(json_build_object('trialId', t.trial_id, 'leadId', t.lead_id, 'confirmed', t.status = 'confirmed') ORDER BY t.booked_at, t.trial_id), '[]')
          FROM trial_classes t WHERE t.slot_id = s.id AND t.fecha = ${fecha}::date AND t.status <> 'cancelled')
      ) ORDER BY s.hora, s.id), '[]') FROM schedule_slots s WHERE ${classesOf(fecha, slotId)}) AS occurrences,
    (SELECT coalesce(json_object_agg(m.user_id, json_build_object('packageId', m.paquete_id, 'validUntil', m.valido_hasta::text, 'credits', coalesce(m.creditos_restantes, 0),
        'deleted', ${memberDeletedSql(sql`m.user_id`)})), '{}')
      FROM member_packages m WHERE m.user_id IN (SELECT b.user_id FROM (${liveBookings(fecha, slotId)}) b)) AS members,
    ${movedTo && slotId !== undefined ? sql`(${moveTargetSql(fecha, slotId, movedTo)})` : sql`NULL`} AS "moveTarget"`;
