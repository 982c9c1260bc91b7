import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream, studioDayStream } from '../../events/catalog/booking.events';
import type { StreamAppend } from '../../events/store/append';
import { calendarFactsSql, calendarStreamsSql } from '../../projections/booking/calendar-facts.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext, FactsCommand } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { fail } from '../../events/framework/errors';
import { findScheduleSlot } from '../../projections/catalog/schedule-slots.queries';
import { addOneOffClass } from '../catalog/schedule-slot.commands';
import { settleWaitlist } from './waitlist.commands';
import { calendarDecider, type CalendarCommand, type CalendarDecision, type CalendarFacts } from './calendar.decider';

/**
 * Calendar exceptions: close or reopen a day, cancel, move or restore one class occurrence.
 *
 * Why the bookings go in the same transaction as the exception, and not in a reactor after it (as a removed weekly
 * slot's do, schedule-change.reactor.ts): the exception's ClassOccurrenceCancelled is appended to the occurrence's
 * own stream, the one every booking and waitlist command locks. So a booking either committed first (and this
 * command, locking the same stream, sees it and cancels it with its credit back) or waits for the lock and then
 * reads the exception (services/platform/commands/locked-facts.ts rereads facts when a locked stream moved) and is refused. With a
 * reactor there would be a window where the class is cancelled but still booked, members would be told twice
 * apart, and a replay would depend on when the reactor ran; here the log holds the exception and its
 * cancellations as one fact, and replaying it through the projectors gives the same tables.
 */
function appendsOf(d: CalendarDecision, fecha: string, versions: ReadonlyMap<string, number>): StreamAppend[] {
  const at = (streamId: string) => {
    const version = versions.get(streamId);
    if (version === undefined) throw new Error(`stream ${streamId} was not locked`);
    return version;
  };
  const appends: StreamAppend[] = [];
  const day = studioDayStream(fecha);
  if (d.day.length > 0) appends.push({ ...day, expectedVersion: at(day.streamId), events: d.day });
  for (const o of d.occurrences) {
    const stream = occurrenceStream(o.slotId, o.fecha);
    if (o.events.length > 0) appends.push({ ...stream, expectedVersion: at(stream.streamId), events: o.events });
  }
  for (const m of d.members) {
    const stream = memberStream(m.userId);
    if (m.events.length > 0) appends.push({ ...stream, expectedVersion: at(stream.streamId), events: m.events });
  }
  return appends;
}

export interface CalendarResult {
  /** Bookings cancelled (their members notified, credits back). */
  reservas_canceladas: number;
  /** Waitlist entries dropped. */
  en_espera_canceladas: number;
  /** Bookings and waitlist entries that followed a moved class to its new date and time. */
  reservas_movidas: number;
  en_espera_movidas: number;
}

function resultOf(d: CalendarDecision): CalendarResult {
  const events = d.occurrences.flatMap((o) => o.events);
  const count = (test: (e: (typeof events)[number]) => boolean) => events.filter(test).length;
  return {
    reservas_canceladas: count((e) => e.type === 'BookingCancelled' && e.data.reason !== 'class-moved'),
    en_espera_canceladas: count((e) => e.type === 'WaitlistLeft' && e.data.reason !== 'class-moved'),
    reservas_movidas: count((e) => e.type === 'BookingMoved'),
    en_espera_movidas: count((e) => e.type === 'WaitlistJoined'),
  };
}

type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> : never;

function runCalendarCommand(db: Db, ctx: CommandContext, commandType: string, command: WithoutNow<CalendarCommand>, tz: string) {
  const slotId = 'slotId' in command ? command.slotId : undefined;
  const movedTo = command.type === 'CancelOccurrence' ? command.movedTo : undefined;
  const definition: FactsCommand<CalendarFacts, CalendarResult> = {
    type: commandType,
    streams: calendarStreamsSql(command.fecha, slotId, movedTo),
    facts: calendarFactsSql(command.fecha, slotId, movedTo),
    decide(facts, versions) {
      const now = studioTime(ctx.now, tz);
      const decision = calendarDecider.decide({ ...command, now: { date: now.date, minutes: now.minutes } } as CalendarCommand, facts);
      return { appends: appendsOf(decision, command.fecha, versions), result: resultOf(decision) };
    },
  };
  // Rare admin commands: no inline writes, so the store's inline projectors run (facts under locks).
  return runCommand(db, definition, ctx);
}

/** With `movesExpiries`, the billing reactor then gives every member the day back on what she holds. */
export const closeDay = (db: Db, ctx: CommandContext, input: { fecha: string; motivo: string; movesExpiries?: boolean; tz: string }) =>
  runCalendarCommand(db, ctx, 'CloseDay', { type: 'CloseDay', fecha: input.fecha, motivo: input.motivo, movesExpiries: input.movesExpiries }, input.tz);

export const reopenDay = (db: Db, ctx: CommandContext, input: { fecha: string; tz: string }) =>
  runCalendarCommand(db, ctx, 'ReopenDay', { type: 'ReopenDay', fecha: input.fecha }, input.tz);

export const cancelOccurrence = (db: Db, ctx: CommandContext, input: { slotId: number; fecha: string; motivo: string; tz: string; movedTo?: { slotId: number; fecha: string; hora: string } }) =>
  runCalendarCommand(db, ctx, 'CancelOccurrence', { type: 'CancelOccurrence', slotId: input.slotId, fecha: input.fecha, motivo: input.motivo, movedTo: input.movedTo }, input.tz);

export const restoreOccurrence = (db: Db, ctx: CommandContext, input: { slotId: number; fecha: string; tz: string }) =>
  runCalendarCommand(db, ctx, 'RestoreOccurrence', { type: 'RestoreOccurrence', slotId: input.slotId, fecha: input.fecha }, input.tz);

/**
 * A move is a one-off class at the new date and time (same discipline, capacity, instructor and duration) and the
 * original occurrence cancelled pointing to it, in one transaction: its bookings and waitlist follow the class
 * (calendar-move.ts says who cannot and why). A place the move left free goes to the moved waitlist at once, as
 * any freed place does (settleWaitlist, in the same transaction).
 */
export async function moveOccurrence(db: Db, ctx: CommandContext, input: { slotId: number; fecha: string; motivo: string; nuevaFecha: string; nuevaHora: string; tz: string }) {
  const slot = await findScheduleSlot(db, input.slotId);
  if (!slot) throw fail('SLOT_NOT_FOUND');
  const keyed = (suffix: string) => ({ ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:${suffix}` });
  return db.transaction().execute(async (trx) => {
    const oneOff = await addOneOffClass(trx, keyed('one-off'), {
      fecha: input.nuevaFecha,
      time: input.nuevaHora,
      disciplineId: slot.disciplina_id,
      capacity: slot.cupo_maximo,
      details: { instructorId: slot.instructor_id, durationMinutes: slot.duracion_minutos },
      today: studioTime(ctx.now, input.tz).date,
    });
    const movedTo = { slotId: oneOff.id, fecha: input.nuevaFecha, hora: input.nuevaHora };
    const { result } = await cancelOccurrence(trx, keyed('cancel'), { slotId: input.slotId, fecha: input.fecha, motivo: input.motivo, tz: input.tz, movedTo });
    if (result.en_espera_movidas > 0) await settleWaitlist(trx, keyed('settle'), { slotId: oneOff.id, fecha: input.nuevaFecha, tz: input.tz });
    return { id: oneOff.id, ...result };
  });
}
