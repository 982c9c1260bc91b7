import { Type } from 'typebox';
import { defineEvents } from './define-events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Hora = Type.String({ pattern: '^\\d{2}:\\d{2}$' });

/**
 * The waitlist of one class occurrence lives on the occurrence stream `slot-occ:<slotId>:<fecha>`
 * (events/catalog/booking.events.ts), beside the bookings it waits for: one lock orders joins, promotions and
 * bookings, so a freed place goes to exactly one member. The order of the list is the order of WaitlistJoined
 * on that stream.
 */
const Entry = { entryId: Type.Integer(), slotId: Type.Integer(), fecha: Fecha, userId: Type.String() };

/**
 * How late the member still wants to be promoted automatically, in minutes before class (180: until 3 hours
 * before). Absent or null: until the studio's cutoff. Never later than the studio's cutoff: the promotion takes
 * the earlier of the two (services/booking/waitlist.decider.ts). Optional, so events recorded before it read as
 * "the studio's cutoff" with no upcaster (like PackageRequested's receiptKey).
 */
const PromoteUntil = Type.Union([Type.Integer({ minimum: 0, maximum: 10080 }), Type.Null()]);

const WaitlistJoined = Type.Object({ ...Entry, hora: Hora, promoteUntilMinutesBefore: Type.Optional(PromoteUntil) });

/** The member changed how late she still wants to be promoted, while on the list. */
const WaitlistPromotionLimitChanged = Type.Object({ ...Entry, promoteUntilMinutesBefore: PromoteUntil });

/**
 * Why an entry left the list without a promotion: the member or an admin took it off, the member booked, or the
 * studio removed the class or moved it to another day or time (the class waited for no longer exists).
 */
export const WaitlistLeaveReason = Type.Union([
  Type.Literal('member'),
  Type.Literal('admin'),
  Type.Literal('booked'),
  Type.Literal('slot-removed'),
  Type.Literal('slot-changed'),
  // the occurrence was cancelled, moved, or its day closed
  Type.Literal('class-cancelled'),
  // the class moved: the entry goes on waiting on the new class's list (a WaitlistJoined there, same transaction)
  Type.Literal('class-moved'),
]);
export type WaitlistLeaveReason = Type.Static<typeof WaitlistLeaveReason>;
const WaitlistLeft = Type.Object({ ...Entry, reason: WaitlistLeaveReason });

/** A freed place given to the entry before the cutoff; the same transaction appends its SlotReserved and CreditConsumed. */
const WaitlistPromoted = Type.Object({ ...Entry, hora: Hora, bookingId: Type.Integer() });

/** The booking refusal the member would have met: the entry leaves the list with it. */
export const WaitlistSkipReason = Type.Union([
  Type.Literal('NO_PACKAGE'),
  Type.Literal('PACKAGE_EXPIRES_BEFORE_CLASS'),
  Type.Literal('NO_CREDITS'),
  Type.Literal('PACKAGE_NOT_FOR_DISCIPLINE'),
  // the studio blocks members without a valid sworn health statement, and hers is missing or expired
  Type.Literal('HEALTH_STATEMENT_REQUIRED'),
  // the studio blocks members in debt, and her monthly plan is en mora past its days
  Type.Literal('DEBT_BOOKING_BLOCKED'),
  // her own pause covers the class's date
  Type.Literal('MEMBER_PAUSED'),
  // her monthly plan is by the week, and she already booked that week's classes
  Type.Literal('WEEKLY_LIMIT_REACHED'),
]);
export type WaitlistSkipReason = Type.Static<typeof WaitlistSkipReason>;
const WaitlistSkipped = Type.Object({ ...Entry, reason: WaitlistSkipReason });

/** After the cutoff a freed place is offered to everyone waiting at once: the first to book it gets it. */
const WaitlistOfferOpened = Type.Object({
  slotId: Type.Integer(),
  fecha: Fecha,
  hora: Hora,
  places: Type.Integer({ minimum: 1 }),
  userIds: Type.Array(Type.String()),
});

export const waitlistEvents = defineEvents({ WaitlistJoined, WaitlistLeft, WaitlistPromoted, WaitlistSkipped, WaitlistOfferOpened, WaitlistPromotionLimitChanged });

export type WaitlistEvent =
  | { type: 'WaitlistJoined'; data: Type.Static<typeof WaitlistJoined> }
  | { type: 'WaitlistLeft'; data: Type.Static<typeof WaitlistLeft> }
  | { type: 'WaitlistPromoted'; data: Type.Static<typeof WaitlistPromoted> }
  | { type: 'WaitlistSkipped'; data: Type.Static<typeof WaitlistSkipped> }
  | { type: 'WaitlistOfferOpened'; data: Type.Static<typeof WaitlistOfferOpened> }
  | { type: 'WaitlistPromotionLimitChanged'; data: Type.Static<typeof WaitlistPromotionLimitChanged> };

export const WAITLIST_EVENT_TYPES = ['WaitlistJoined', 'WaitlistLeft', 'WaitlistPromoted', 'WaitlistSkipped', 'WaitlistOfferOpened', 'WaitlistPromotionLimitChanged'] as const;
