import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * The studio catalog: disciplines, the weekly schedule and the class packages on offer.
 * Ids are integers (SPEC.md's API), allocated from a sequence per entity when the creating command runs.
 */

/** ISO weekday: 1 = Lunes … 7 = Domingo. */
const Weekday = Type.Integer({ minimum: 1, maximum: 7 });
const Id = Type.Integer({ minimum: 1 });

const DisciplineCreated = Type.Object({ disciplineId: Id, name: Type.String() });
const DisciplineRenamed = Type.Object({ disciplineId: Id, name: Type.String(), previousName: Type.String() });
const DisciplineRemoved = Type.Object({ disciplineId: Id, name: Type.String() });

const SlotShape = Type.Object({
  weekday: Weekday,
  /** 'HH:MM', 24 h, studio time. */
  time: Type.String(),
  disciplineId: Id,
  capacity: Type.Integer({ minimum: 1 }),
});
export type SlotShape = Type.Static<typeof SlotShape>;

// The booking work's reactor reacts to ScheduleSlotChanged and ScheduleSlotRemoved (future occurrences of the
// slot and the bookings on them), which is why both carry the slot as it was and, for a change, as it is now.
const ScheduleSlotAdded = Type.Object({ slotId: Id, ...SlotShape.properties });
const ScheduleSlotChanged = Type.Object({ slotId: Id, before: SlotShape, after: SlotShape });
const ScheduleSlotRemoved = Type.Object({ slotId: Id, ...SlotShape.properties });

const PackageTerms = Type.Object({
  name: Type.String(),
  classesPerMonth: Type.Integer({ minimum: 1 }),
  /** ARS, at most two decimals. */
  price: Type.Number({ minimum: 0 }),
  disciplineId: Type.Union([Id, Type.Null()]),
});
export type PackageTerms = Type.Static<typeof PackageTerms>;

const PackageCreated = Type.Object({ packageId: Id, ...PackageTerms.properties });
const PackageChanged = Type.Object({ packageId: Id, before: PackageTerms, after: PackageTerms });
// Withdrawn from sale: members who hold it keep it, and its row stays (deleted = true) to show its name.
const PackageDiscontinued = Type.Object({ packageId: Id, name: Type.String() });

/**
 * A discipline's booking policy (issue 12), decided by services/booking/booking-policy.ts and set by the admin
 * (SetBookingPolicy): a discipline without one follows STUDIO_DEFAULT_POLICY (today's rules). `null` means "no limit of its own".
 */
export const BookingPolicy = Type.Object({
  /** Booking opens this many days before the class (the agenda horizon stays the outer limit). */
  opensDaysAhead: Type.Union([Type.Integer({ minimum: 1, maximum: 60 }), Type.Null()]),
  /** Booking closes this many minutes before the class starts (0: until it starts). */
  closesMinutesBefore: Type.Integer({ minimum: 0, maximum: 1440 }),
  /** A member's cancellation is free until this many hours before the class; later it forfeits the credit. */
  freeCancelHoursBefore: Type.Union([Type.Integer({ minimum: 0, maximum: 168 }), Type.Null()]),
  /** Late cancellations per member and calendar month that still give the credit back. */
  freeLateCancelsPerMonth: Type.Integer({ minimum: 0, maximum: 31 }),
});
export type BookingPolicy = Type.Static<typeof BookingPolicy>;

// On the discipline stream: the admin set (or changed) the discipline's booking policy.
const DisciplineBookingPolicySet = Type.Object({ disciplineId: Id, before: BookingPolicy, after: BookingPolicy });

export const catalogEvents = defineEvents({
  DisciplineCreated,
  DisciplineRenamed,
  DisciplineRemoved,
  ScheduleSlotAdded,
  ScheduleSlotChanged,
  ScheduleSlotRemoved,
  PackageCreated,
  PackageChanged,
  PackageDiscontinued,
  DisciplineBookingPolicySet,
});

export type DisciplineEvent =
  | { type: 'DisciplineCreated'; data: Type.Static<typeof DisciplineCreated> }
  | { type: 'DisciplineRenamed'; data: Type.Static<typeof DisciplineRenamed> }
  | { type: 'DisciplineRemoved'; data: Type.Static<typeof DisciplineRemoved> }
  | DisciplinePolicyEvent;

export type ScheduleSlotEvent =
  | { type: 'ScheduleSlotAdded'; data: Type.Static<typeof ScheduleSlotAdded> }
  | { type: 'ScheduleSlotChanged'; data: Type.Static<typeof ScheduleSlotChanged> }
  | { type: 'ScheduleSlotRemoved'; data: Type.Static<typeof ScheduleSlotRemoved> };

export type PackageEvent =
  | { type: 'PackageCreated'; data: Type.Static<typeof PackageCreated> }
  | { type: 'PackageChanged'; data: Type.Static<typeof PackageChanged> }
  | { type: 'PackageDiscontinued'; data: Type.Static<typeof PackageDiscontinued> };

/** The admin set the discipline's booking policy (disciplines@v1 keeps it beside the name). */
export type DisciplinePolicyEvent = { type: 'DisciplineBookingPolicySet'; data: Type.Static<typeof DisciplineBookingPolicySet> };

export type CatalogEvent = DisciplineEvent | ScheduleSlotEvent | PackageEvent;

export const disciplineEventTypes = ['DisciplineCreated', 'DisciplineRenamed', 'DisciplineRemoved', 'DisciplineBookingPolicySet'] as const;
export const scheduleSlotEventTypes = ['ScheduleSlotAdded', 'ScheduleSlotChanged', 'ScheduleSlotRemoved'] as const;
export const packageEventTypes = ['PackageCreated', 'PackageChanged', 'PackageDiscontinued'] as const;

export const disciplineStream = (id: number) => ({ streamId: `discipline:${id}`, streamType: 'discipline' });
export const scheduleSlotStream = (id: number) => ({ streamId: `schedule-slot:${id}`, streamType: 'schedule-slot' });
export const packageStream = (id: number) => ({ streamId: `package:${id}`, streamType: 'package' });

