import { Type } from 'typebox';
import { defineEvents } from './define-events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Hora = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

/** Why a booking ended: the member, an admin, or the studio changing its schedule. */
export const CancelReason = Type.Union([
  Type.Literal('member'),
  Type.Literal('admin'),
  Type.Literal('slot-removed'),
  Type.Literal('slot-changed'),
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

export const bookingEvents = defineEvents({ SlotReserved, BookingCancelled, CreditConsumed, CreditRestored });

export type OccurrenceEvent =
  | { type: 'SlotReserved'; data: Type.Static<typeof SlotReserved> }
  | { type: 'BookingCancelled'; data: Type.Static<typeof BookingCancelled> };

export type BookingCreditEvent =
  | { type: 'CreditConsumed'; data: Type.Static<typeof CreditConsumed> }
  | { type: 'CreditRestored'; data: Type.Static<typeof CreditRestored> };

export const occurrenceStream = (slotId: number, fecha: string) => ({
  streamId: `slot-occ:${slotId}:${fecha}`,
  streamType: 'slot-occurrence',
});
