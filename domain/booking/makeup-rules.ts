/**
 * Make-up classes (recuperos), as studios with fixed weekly slots run them (docs/features/makeups.md): a turno fijo's
 * class she cancels in time, or (per setting) one the studio closed, becomes a right to another class within
 * `validDays`, booked only where a place is free and never over a regular's place, at most `monthlyCap` a month.
 */
export interface MakeupSettings {
  enabled: boolean;
  /** Days the right lasts, from the day it was given: the make-up class must be on or before its last day. */
  validDays: number;
  /** Make-up classes a month (the class's month); null: no limit. */
  monthlyCap: number | null;
  /** Whether a turno fijo's class the studio closed or cancelled gives a make-up instead of the credit back. */
  closuresRecoverable: boolean;
}

/** Off until the studio turns it on: with it on, a turno fijo's cancelled class stops giving the credit back. */
export const DEFAULT_MAKEUP_SETTINGS: MakeupSettings = { enabled: false, validDays: 30, monthlyCap: 2, closuresRecoverable: false };

export const MAX_MAKEUP_VALID_DAYS = 90;
export const MAX_MAKEUP_MONTHLY_CAP = 31;

/** A right she holds: the class it came from and its last valid day; `bookingId` while a make-up class uses it. */
export interface Makeup {
  makeupId: number;
  slotId: number;
  fecha: string;
  validUntil: string;
  bookingId: number | null;
  bookedFecha: string | null;
}

/** What a cancellation knows of make-ups: the right its booking used, or how long the right it would give lasts. */
export interface CancelMakeupFacts {
  /** The right this booking (a make-up class) used; null for any other booking. */
  usedMakeupId: number | null;
  /** With make-ups on and the booking one of her turno fijo's classes: the days a right given now lasts; else null. */
  grantValidDays: number | null;
}

/** Whether the rule is one the studio can set: whole days and counts within their bounds. */
export const validMakeupSettings = (s: MakeupSettings) =>
  Number.isInteger(s.validDays) && s.validDays >= 1 && s.validDays <= MAX_MAKEUP_VALID_DAYS &&
  (s.monthlyCap === null || (Number.isInteger(s.monthlyCap) && s.monthlyCap >= 1 && s.monthlyCap <= MAX_MAKEUP_MONTHLY_CAP));

const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The right's last valid day: `validDays` days counting the day it was given. */
export const makeupValidUntil = (grantedOn: string, validDays: number) => plusDays(grantedOn, validDays - 1);

/** The right a make-up class on `fecha` takes: the one that runs out first, among those free and still valid then. */
export const makeupFor = (makeups: readonly Makeup[], fecha: string, today: string) =>
  makeups
    .filter((m) => m.bookingId === null && m.validUntil >= today && m.validUntil >= fecha)
    .toSorted((a, b) => a.validUntil.localeCompare(b.validUntil) || a.makeupId - b.makeupId)[0];

/** Make-up classes she holds in `fecha`'s month. */
export const makeupsInMonth = (makeups: readonly Makeup[], fecha: string) =>
  makeups.filter((m) => m.bookedFecha !== null && m.bookedFecha.slice(0, 7) === fecha.slice(0, 7)).length;

/** What she can still use today: the free rights not yet run out, soonest first. */
export const availableMakeups = (makeups: readonly Makeup[], today: string) =>
  makeups.filter((m) => m.bookingId === null && m.validUntil >= today).toSorted((a, b) => a.validUntil.localeCompare(b.validUntil));
