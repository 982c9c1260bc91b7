import { sql, type RawBuilder } from 'kysely';
import type { BookTrialFacts, TrialFacts } from '../../domain/trials/trial-facts';
import { occurrenceExceptionColumns, occurrenceExceptionOf } from '../booking/booking-facts.queries';
import { occurrenceStream, streamColumns } from '../../events/streams';
import { trialPlacesSql } from './trial-places.queries';

/**
 * What the trial commands decide on, as SQL for the statement that also locks their streams (a FactsCommand's
 * `streams` and `facts`: services/platform/commands/locked-facts.ts). Each yields one row.
 */

interface BookTrialRow {
  slot_id: number | null;
  dia_semana: string | null;
  hora: string | null;
  cupo_maximo: number | null;
  slot_fecha: string | null;
  closed_motivo: string | null;
  cancelled_motivo: string | null;
  booked: number;
  lead_exists: boolean;
  member_exists: boolean;
  auto_confirm: boolean | null;
}

/** The class and its places taken (bookings and trials), whether this email or phone came before, the setting. */
export const bookTrialFactsSql = (slotId: number, fecha: string, contact: { email: string | null; telefono: string | null }): RawBuilder<unknown> => sql`
  SELECT s.id AS slot_id, s.dia_semana, s.hora, s.cupo_maximo, ${occurrenceExceptionColumns(slotId, fecha)},
         coalesce((SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}::date), 0) + ${trialPlacesSql(slotId, fecha)} AS booked,
         EXISTS (SELECT 1 FROM trial_leads l WHERE l.email = ${contact.email} OR l.telefono = ${contact.telefono}) AS lead_exists,
         EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = ${contact.email}) AS member_exists,
         (SELECT t.auto_confirm FROM trial_settings t WHERE t.id = 1) AS auto_confirm
  FROM (SELECT 1) one
  LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted`;

export function bookTrialFactsOf(r: BookTrialRow, defaultAutoConfirm: boolean): BookTrialFacts {
  return {
    slot: r.slot_id === null ? undefined : { id: r.slot_id, diaSemana: r.dia_semana!, hora: r.hora!, cupoMaximo: r.cupo_maximo!, ...occurrenceExceptionOf(r) },
    booked: r.booked,
    leadExists: r.lead_exists,
    memberExists: r.member_exists,
    autoConfirm: r.auto_confirm ?? defaultAutoConfirm,
  };
}

/** A trial's occurrence stream (none when the trial does not exist). */
export const trialOccurrenceStreamSql = (trialId: string): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream.sql(sql.ref('t.slot_id'), sql.ref('t.fecha')))} FROM trial_classes t WHERE t.trial_id = ${trialId}`;

interface TrialRow {
  trial_id: string | null;
  slot_id: number | null;
  fecha: string | null;
  hora: string | null;
  status: TrialFacts['status'] | null;
  attended: boolean | null;
}

export const trialFactsSql = (trialId: string): RawBuilder<unknown> => sql`
  SELECT t.trial_id, t.slot_id, to_char(t.fecha, 'YYYY-MM-DD') AS fecha, t.hora, t.status, t.attended
  FROM (SELECT 1) one LEFT JOIN trial_classes t ON t.trial_id = ${trialId}`;

export const trialFactsOf = (r: TrialRow): TrialFacts | undefined =>
  r.trial_id === null ? undefined : { trialId: r.trial_id, slotId: r.slot_id!, fecha: r.fecha!, hora: r.hora!, status: r.status!, attended: r.attended! };
