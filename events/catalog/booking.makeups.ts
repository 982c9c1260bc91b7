import { Type } from 'typebox';
import { defineEvents } from './define-events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** On `studio-settings:makeups`: the studio's rule for make-up classes (domain/booking/makeup-rules.ts). */
const MakeupSettingsSet = Type.Object({
  enabled: Type.Boolean(),
  validDays: Type.Integer({ minimum: 1, maximum: 90 }),
  monthlyCap: Type.Union([Type.Integer({ minimum: 1, maximum: 31 }), Type.Null()]),
  closuresRecoverable: Type.Boolean(),
});

/**
 * On the member stream, in place of the CreditRestored a cancellation would give: her turno fijo's class of
 * `slotId`/`fecha` (booking `makeupId`) becomes a make-up right until `validUntil`. `reason` 'cancel': she cancelled
 * it in time; 'closure': the studio closed the day or cancelled the class.
 */
const MakeupGranted = Type.Object({
  userId: Type.String(),
  makeupId: Type.Integer(),
  slotId: Type.Integer(),
  fecha: Fecha,
  grantedOn: Fecha,
  validUntil: Fecha,
  reason: Type.Union([Type.Literal('cancel'), Type.Literal('closure')]),
});
/** On the member stream, beside the SlotReserved of `bookingId`: the class is her make-up, no credit spent. */
const MakeupBooked = Type.Object({ userId: Type.String(), makeupId: Type.Integer(), bookingId: Type.Integer(), slotId: Type.Integer(), fecha: Fecha });
/** Her make-up class was cancelled in time (by her or the studio): the right is hers again, with its own last day. */
const MakeupRestored = Type.Object({ userId: Type.String(), makeupId: Type.Integer(), bookingId: Type.Integer() });

export const makeupEvents = defineEvents({ MakeupSettingsSet, MakeupGranted, MakeupBooked, MakeupRestored });

export type MakeupSettingsEvent = { type: 'MakeupSettingsSet'; data: Type.Static<typeof MakeupSettingsSet> };
export type MakeupEvent =
  | { type: 'MakeupGranted'; data: Type.Static<typeof MakeupGranted> }
  | { type: 'MakeupBooked'; data: Type.Static<typeof MakeupBooked> }
  | { type: 'MakeupRestored'; data: Type.Static<typeof MakeupRestored> };

export { makeupSettingsStream, memberStream } from '../streams';
