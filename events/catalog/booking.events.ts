import { Type } from 'typebox';
import { defineEvents } from './define-events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Hora = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

/**
 * Why a booking ended: the member, an admin, the studio changing its weekly schedule, or a calendar exception
 * (a closed day, a cancelled or moved occurrence; ClassOccurrenceCancelled beside it says why).
 */
export const CancelReason = Type.Union([
  Type.Literal('member'),
  Type.Literal('admin'),
  Type.Literal('slot-removed'),
  Type.Literal('slot-changed'),
  Type.Literal('class-cancelled'),
  // The studio moved the class (moveOccurrence): 'class-moved' ends the old booking as a new one takes its place at
  // the new time (BookingMoved beside it); the other two end it because it could not follow the class.
  Type.Literal('class-moved'),
  Type.Literal('moved-class-full'),
  Type.Literal('moved-member-busy'),
]);
export type CancelReason = Type.Static<typeof CancelReason>;

// On the class occurrence stream `slot-occ:<slotId>:<fecha>`.
// `capacity` is the slot's cupo_maximo when the place was taken: the occurrence guard row checks against it.
const SlotReserved = Type.Object({
  bookingId: Type.Integer(),
  slotId: Type.Integer(),
  fecha: Fecha,
  hora: Hora,
  userId: Type.String(),
  capacity: Type.Integer({ minimum: 1 }),
});
const BookingCancelled = Type.Object({
  bookingId: Type.Integer(),
  slotId: Type.Integer(),
  fecha: Fecha,
  hora: Hora,
  userId: Type.String(),
  reason: CancelReason,
});
// On the member stream `member:<userId>`: the credit side of the same booking, appended in the same transaction.
const CreditConsumed = Type.Object({ userId: Type.String(), bookingId: Type.Integer(), slotId: Type.Integer(), fecha: Fecha });
const CreditRestored = Type.Object({
  userId: Type.String(),
  bookingId: Type.Integer(),
  slotId: Type.Integer(),
  fecha: Fecha,
  reason: CancelReason,
});

// Also on the member stream, from the booking policy (services/booking/booking-policy.ts), beside a member's own
// cancellation after the discipline's free-cancellation limit. `month` ('YYYY-MM', studio time) is when it happened.
const LateCancel = { userId: Type.String(), bookingId: Type.Integer(), slotId: Type.Integer(), fecha: Fecha, month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }) };
/** Late, but within the month's free late cancellations: the CreditRestored beside it gives the credit back. */
const LateCancelForgiven = Type.Object({ ...LateCancel, used: Type.Integer({ minimum: 1 }), allowance: Type.Integer({ minimum: 1 }) });
/** Late and past the month's allowance: the credit consumed at booking is not given back (a ledger line says why). */
const CreditForfeited = Type.Object({ ...LateCancel, reason: Type.Literal('late-cancel') });
/** An admin gave a forfeited credit back, with the reason the member reads in their credit history. */
const ForfeitWaived = Type.Object({ userId: Type.String(), bookingId: Type.Integer(), reason: Type.String({ minLength: 1, maxLength: 500 }) });

/**
 * Calendar exceptions. A closed day lives on `studio-day:<fecha>`; each class occurrence it takes out
 * gets its own ClassOccurrenceCancelled (cause 'day-closed') on the occurrence stream, beside the BookingCancelled
 * and WaitlistLeft it causes, in the same transaction (services/booking/calendar.commands.ts says why).
 */
const Motivo = Type.String({ minLength: 1, maxLength: 200 });
/** `movesExpiries`: every member's package and monthly dates last a day longer (docs/features/pauses.md; absent: no). */
const StudioDayClosed = Type.Object({ fecha: Fecha, motivo: Motivo, movesExpiries: Type.Optional(Type.Boolean()) });
const StudioDayReopened = Type.Object({ fecha: Fecha });
export const OccurrenceCancelCause = Type.Union([Type.Literal('occurrence'), Type.Literal('day-closed'), Type.Literal('moved')]);
const ClassOccurrenceCancelled = Type.Object({
  slotId: Type.Integer(),
  fecha: Fecha,
  hora: Hora,
  motivo: Motivo,
  cause: OccurrenceCancelCause,
  /** Where a moved class went: the one-off class that replaces it. */
  movedTo: Type.Union([Type.Object({ slotId: Type.Integer(), fecha: Fecha, hora: Hora }), Type.Null()]),
});
const ClassOccurrenceRestored = Type.Object({ slotId: Type.Integer(), fecha: Fecha, hora: Hora });
/**
 * On the new occurrence's stream, beside the SlotReserved of `bookingId`: the member's booking `fromBookingId`
 * followed its class when the studio moved it. `movedAt` ('YYYY-MM-DD HH:MM', studio time) sets how long the member
 * may cancel it for free (services/booking/booking-policy.ts, movedCancelTerms).
 */
const BookingMoved = Type.Object({
  bookingId: Type.Integer(),
  fromBookingId: Type.Integer(),
  userId: Type.String(),
  slotId: Type.Integer(),
  fecha: Fecha,
  hora: Hora,
  from: Type.Object({ slotId: Type.Integer(), fecha: Fecha, hora: Hora }),
  movedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }),
});

/**
 * On the member stream: a turno fijo, a weekly slot booked for the member every week as its booking window opens
 * (services/booking/standing-booking.job.ts). `since` is the studio date it was set: no earlier class is booked.
 * A week that could not be booked is StandingBookingSkipped, with the refusal's code; the turno fijo stays.
 */
const StandingBookingSet = Type.Object({ userId: Type.String(), slotId: Type.Integer(), since: Fecha });
/**
 * Why a turno fijo ended: the member removed it, or the studio removed its class from the schedule (the
 * booking reactor clears it then, with the class's weekday and time, so the member hears which one ended).
 * v1 had no reason: only the member could remove one.
 */
const StandingBookingCleared = {
  schema: Type.Union([
    Type.Object({ userId: Type.String(), slotId: Type.Integer(), reason: Type.Literal('member') }),
    Type.Object({ userId: Type.String(), slotId: Type.Integer(), reason: Type.Literal('slot-removed'), weekday: Type.Integer({ minimum: 1, maximum: 7 }), hora: Hora }),
  ]),
  schemaVersion: 2,
  upcasters: { 1: (v1: { userId: string; slotId: number }) => ({ ...v1, reason: 'member' }) },
};
const StandingBookingSkipped = Type.Object({ userId: Type.String(), slotId: Type.Integer(), fecha: Fecha, hora: Hora, reason: Type.String() });
/**
 * A week whose class was full: the member went on its waitlist instead (the WaitlistJoined `entryId` on the occurrence
 * stream, same transaction), so a freed place reaches them by the waitlist's rules. Like a skip, the week is handled.
 */
const StandingBookingWaitlisted = Type.Object({ userId: Type.String(), slotId: Type.Integer(), fecha: Fecha, hora: Hora, entryId: Type.Integer() });

export const bookingEvents = defineEvents({
  SlotReserved, BookingCancelled, CreditConsumed, CreditRestored, LateCancelForgiven, CreditForfeited, ForfeitWaived,
  StudioDayClosed, StudioDayReopened, ClassOccurrenceCancelled, ClassOccurrenceRestored, BookingMoved,
  StandingBookingSet, StandingBookingCleared, StandingBookingSkipped, StandingBookingWaitlisted,
});

export type StandingBookingEvent =
  | { type: 'StandingBookingSet'; data: Type.Static<typeof StandingBookingSet> }
  | { type: 'StandingBookingCleared'; data: Type.Static<typeof StandingBookingCleared.schema> }
  | { type: 'StandingBookingSkipped'; data: Type.Static<typeof StandingBookingSkipped> }
  | { type: 'StandingBookingWaitlisted'; data: Type.Static<typeof StandingBookingWaitlisted> };

export type StudioDayEvent =
  | { type: 'StudioDayClosed'; data: Type.Static<typeof StudioDayClosed> }
  | { type: 'StudioDayReopened'; data: Type.Static<typeof StudioDayReopened> };

/** On the occurrence stream: the class of that date is off (or back on). */
export type OccurrenceExceptionEvent =
  | { type: 'ClassOccurrenceCancelled'; data: Type.Static<typeof ClassOccurrenceCancelled> }
  | { type: 'ClassOccurrenceRestored'; data: Type.Static<typeof ClassOccurrenceRestored> };

/** On the new occurrence stream: a booking that followed its moved class. */
export type BookingMovedEvent = { type: 'BookingMoved'; data: Type.Static<typeof BookingMoved> };

export const calendarExceptionEventTypes = ['StudioDayClosed', 'StudioDayReopened', 'ClassOccurrenceCancelled', 'ClassOccurrenceRestored'] as const;

export { studioDayStream } from '../streams';

export type OccurrenceEvent =
  | { type: 'SlotReserved'; data: Type.Static<typeof SlotReserved> }
  | { type: 'BookingCancelled'; data: Type.Static<typeof BookingCancelled> };

export type BookingCreditEvent =
  | { type: 'CreditConsumed'; data: Type.Static<typeof CreditConsumed> }
  | { type: 'CreditRestored'; data: Type.Static<typeof CreditRestored> };

/** The booking policy's member-stream events: ledger lines of member-packages@v2 (forfeit and forgiveness move no credit). */
export type LateCancelEvent =
  | { type: 'LateCancelForgiven'; data: Type.Static<typeof LateCancelForgiven> }
  | { type: 'CreditForfeited'; data: Type.Static<typeof CreditForfeited> };

/** On the member stream: a forfeited credit given back by an admin. */
export type ForfeitWaivedEvent = { type: 'ForfeitWaived'; data: Type.Static<typeof ForfeitWaived> };

export { occurrenceStream } from '../streams';
