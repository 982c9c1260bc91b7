import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * The studio catalog: disciplines, the weekly schedule and the class packages on offer.
 * Ids are integers (the product's API, docs/product.md §7), allocated from a sequence per entity when the creating command runs.
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

/**
 * Who runs the slot's class (a staff member's user id; null: nobody named) and how long it lasts. Its own
 * event beside ScheduleSlotAdded/Changed (rather than a reshaped SlotShape), so the schedule reactors keep reading
 * what they read; a slot without one lasts DEFAULT_CLASS_MINUTES (domain/booking/class-times.ts).
 */
export const SlotDetails = Type.Object({
  instructorId: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 600 }),
});
export type SlotDetails = Type.Static<typeof SlotDetails>;
const ScheduleSlotDetailsSet = Type.Object({ slotId: Id, ...SlotDetails.properties });

/**
 * A class on one date only (an extra class, or where a moved occurrence went). It is a schedule slot
 * with a date, so bookings, waitlists and attendance take it by its slot id like any weekly class.
 */
const OneOffClassAdded = Type.Object({
  slotId: Id,
  fecha: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  ...SlotShape.properties,
  ...SlotDetails.properties,
});

const PackageTerms = Type.Object({
  name: Type.String(),
  classesPerMonth: Type.Integer({ minimum: 1 }),
  /** ARS, at most two decimals. */
  price: Type.Number({ minimum: 0 }),
  /** The disciplines the package may book, ascending and without repeats; empty: every discipline ("todas"). */
  disciplineIds: Type.Array(Id),
});
export type PackageTerms = Type.Static<typeof PackageTerms>;

// v1 limited a package to one discipline (`disciplineId`, null: todas); v2 to a set, so a v1 row reads as the set
// of its one discipline, or the empty set.
type PackageTermsV1 = Omit<PackageTerms, 'disciplineIds'> & { disciplineId: number | null };
const liftTerms = ({ disciplineId, ...rest }: PackageTermsV1): PackageTerms => ({ ...rest, disciplineIds: disciplineId === null ? [] : [disciplineId] });

const PackageCreated = {
  schema: Type.Object({ packageId: Id, ...PackageTerms.properties }),
  schemaVersion: 2,
  upcasters: { 1: ({ packageId, ...terms }: PackageTermsV1 & { packageId: number }) => ({ packageId, ...liftTerms(terms) }) },
};
const PackageChanged = {
  schema: Type.Object({ packageId: Id, before: PackageTerms, after: PackageTerms }),
  schemaVersion: 2,
  upcasters: { 1: (d: { packageId: number; before: PackageTermsV1; after: PackageTermsV1 }) => ({ packageId: d.packageId, before: liftTerms(d.before), after: liftTerms(d.after) }) },
};
// Withdrawn from sale: members who hold it keep it, and its row stays (deleted = true) to show its name.
const PackageDiscontinued = Type.Object({ packageId: Id, name: Type.String() });

/**
 * A discipline's booking policy, decided by services/booking/booking-policy.ts and set by the admin
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
  /**
   * The waitlist promotes the first in line automatically until this many minutes before the class; later a freed
   * place is offered to everyone waiting (domain/booking/waitlist-cutoff.ts).
   */
  waitlistCutoffMinutesBefore: Type.Integer({ minimum: 0, maximum: 1440 }),
});
export type BookingPolicy = Type.Static<typeof BookingPolicy>;

/** The waitlist cutoff the studio had before it was part of the policy (schemaVersion 1 events). */
export const DEFAULT_WAITLIST_CUTOFF_MINUTES = 120;

// On the discipline stream: the admin set (or changed) the discipline's booking policy.
// v1 had no waitlistCutoffMinutesBefore: the waitlist cut off 120 minutes before class for every discipline.
type PolicyV1 = Omit<BookingPolicy, 'waitlistCutoffMinutesBefore'>;
const withDefaultCutoff = (p: PolicyV1): BookingPolicy => ({ ...p, waitlistCutoffMinutesBefore: DEFAULT_WAITLIST_CUTOFF_MINUTES });
const DisciplineBookingPolicySet = {
  schema: Type.Object({ disciplineId: Id, before: BookingPolicy, after: BookingPolicy }),
  schemaVersion: 2,
  upcasters: {
    1: ({ disciplineId, before, after }: { disciplineId: number; before: PolicyV1; after: PolicyV1 }) =>
      ({ disciplineId, before: withDefaultCutoff(before), after: withDefaultCutoff(after) }),
  },
};

export const catalogEvents = defineEvents({
  DisciplineCreated,
  DisciplineRenamed,
  DisciplineRemoved,
  ScheduleSlotAdded,
  ScheduleSlotChanged,
  ScheduleSlotRemoved,
  ScheduleSlotDetailsSet,
  OneOffClassAdded,
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
  | { type: 'ScheduleSlotRemoved'; data: Type.Static<typeof ScheduleSlotRemoved> }
  | { type: 'ScheduleSlotDetailsSet'; data: Type.Static<typeof ScheduleSlotDetailsSet> }
  | { type: 'OneOffClassAdded'; data: Type.Static<typeof OneOffClassAdded> };

export type PackageEvent =
  | { type: 'PackageCreated'; data: Type.Static<typeof PackageCreated.schema> }
  | { type: 'PackageChanged'; data: Type.Static<typeof PackageChanged.schema> }
  | { type: 'PackageDiscontinued'; data: Type.Static<typeof PackageDiscontinued> };

/** The admin set the discipline's booking policy (disciplines@v1 keeps it beside the name). */
export type DisciplinePolicyEvent = { type: 'DisciplineBookingPolicySet'; data: Type.Static<typeof DisciplineBookingPolicySet.schema> };

export type CatalogEvent = DisciplineEvent | ScheduleSlotEvent | PackageEvent;

export const disciplineEventTypes = ['DisciplineCreated', 'DisciplineRenamed', 'DisciplineRemoved', 'DisciplineBookingPolicySet'] as const;
export const scheduleSlotEventTypes = ['ScheduleSlotAdded', 'ScheduleSlotChanged', 'ScheduleSlotRemoved', 'ScheduleSlotDetailsSet', 'OneOffClassAdded'] as const;
export const packageEventTypes = ['PackageCreated', 'PackageChanged', 'PackageDiscontinued'] as const;

export { disciplineStream, packageStream, scheduleSlotStream } from '../streams';

