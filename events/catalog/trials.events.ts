import { Type } from 'typebox';
import { defineEvents } from './define-events';
import { SealedPersonal } from './membership.events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const LeadId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * Trial classes and the leads they bring. A trial lives on the class occurrence stream `slot-occ:<slotId>:<fecha>`
 * (events/streams.ts), beside the bookings: it takes a place as a booking does, under the same lock, so the
 * bookings' own checks see it. Leads live on one stream for the whole studio, `trial-leads`: every new lead is
 * decided under its lock, so two trials by the same person cannot both pass "one trial per person".
 */
const Trial = { trialId: Type.String({ minLength: 1, maxLength: 64 }), slotId: Type.Integer(), fecha: Fecha };

/**
 * The trial a moved class's trial was taken again from (services/booking/calendar-move.ts), as a moved booking's
 * BookingMoved says: the visitor is told the new day and time. Optional: a visitor's own trial has none.
 */
const MovedFrom = Type.Object({ trialId: Type.String({ minLength: 1, maxLength: 64 }), slotId: Type.Integer(), fecha: Fecha, hora: Type.String() });
/** A visitor booked a trial class: it holds a place from now on; `confirmed` false waits for the studio. */
const TrialClassBooked = Type.Object({ ...Trial, leadId: LeadId, hora: Type.String(), confirmed: Type.Boolean(), movedFrom: Type.Optional(MovedFrom) });
/** Staff confirmed a trial that waited for the studio. */
const TrialClassConfirmed = Type.Object(Trial);
/**
 * Why the studio's calendar ended a trial, as a cancelled booking's reason says (absent: staff cancelled it on the
 * console): its class was cancelled or its day closed, the class moved and the trial followed (a TrialClassBooked
 * with `movedFrom` at the new one, same transaction), or the class moved and the new one had no place left.
 */
export const TrialCancelReason = Type.Union([Type.Literal('class-cancelled'), Type.Literal('class-moved'), Type.Literal('moved-class-full')]);
/** The trial is cancelled: its place is free again. Optional reason, so the events recorded before it read as staff's. */
const TrialClassCancelled = Type.Object({ ...Trial, reason: Type.Optional(TrialCancelReason) });
/** Staff checked the visitor in at the class. */
const TrialClassAttended = Type.Object(Trial);

/** Someone left her name and an email or WhatsApp number to book a trial (both normalized: lower-case, E.164). */
const LeadContact = Type.Object({
  nombre: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  telefono: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
});
// v1 held her contact in clear; v2 seals it under the lead's own key (personal_data_keys, subject `lead:<leadId>`:
// services/trials/lead-keys.commands.ts), so forgetting her shreds it. A v1 row is lifted with the contact as it was, shown
// only while her key exists (projections/trials/trial-leads.projector.ts).
const LeadRegistered = {
  schema: Type.Object({ leadId: LeadId, contact: SealedPersonal }),
  schemaVersion: 2,
  upcasters: { 1: ({ leadId, ...contact }: LeadContactData & { leadId: string }) => ({ leadId, contact }) },
};
/** The studio forgot a lead at her request: her key is gone, and her row with it. */
const LeadForgotten = Type.Object({ leadId: LeadId });
/** The owner made the lead a member: her account's id. */
const LeadConverted = Type.Object({ leadId: LeadId, userId: Type.String({ minLength: 1 }) });

/** The studio's trial settings: whether a trial is confirmed at once or waits for the studio. */
const TrialSettingsSet = Type.Object({ autoConfirm: Type.Boolean() });

export const trialsEvents = defineEvents({ TrialClassBooked, TrialClassConfirmed, TrialClassCancelled, TrialClassAttended, LeadRegistered, LeadConverted, LeadForgotten, TrialSettingsSet });

export type TrialClassEvent =
  | { type: 'TrialClassBooked'; data: Type.Static<typeof TrialClassBooked> }
  | { type: 'TrialClassConfirmed'; data: Type.Static<typeof TrialClassConfirmed> }
  | { type: 'TrialClassCancelled'; data: Type.Static<typeof TrialClassCancelled> }
  | { type: 'TrialClassAttended'; data: Type.Static<typeof TrialClassAttended> };

export type LeadContactData = Type.Static<typeof LeadContact>;
/** The leads' events as the decider decides them, contact open; sealed before the append (services/trials/lead-keys.commands.ts). */
export type LeadEvent =
  | { type: 'LeadRegistered'; data: { leadId: string } & LeadContactData }
  | { type: 'LeadConverted'; data: Type.Static<typeof LeadConverted> }
  | { type: 'LeadForgotten'; data: Type.Static<typeof LeadForgotten> };
/** LeadRegistered as the log holds it: the contact sealed, or open when upcast from a v1 row. */
export type StoredLeadRegistered = { leadId: string; contact: string | LeadContactData };

export type TrialSettingsEvent = { type: 'TrialSettingsSet'; data: Type.Static<typeof TrialSettingsSet> };

export const TRIAL_CLASS_TYPES = ['TrialClassBooked', 'TrialClassConfirmed', 'TrialClassCancelled', 'TrialClassAttended'] as const;
