import { agendaDates, isoWeekdayOf } from '../../../domain/booking/agenda-horizon';
import { cancelBooking, reserveSlot } from '../../../services/booking/booking.commands';
import { createDiscipline } from '../../../services/catalog/discipline.commands';
import { createPackage } from '../../../services/catalog/package.commands';
import { addScheduleSlot } from '../../../services/catalog/schedule-slot.commands';
import { registerUser } from '../../../services/membership/register-user';
import { adjustCredits, assignPackage, expirePackage } from '../../../services/packages/member-package.commands';
import { DomainError } from '../../../events/framework/errors';
import type { Db } from '../../../db/database';
import { studioTime } from '../../../domain/time/studio-time';

export const TZ = 'America/Argentina/Buenos_Aires';
export const NOW = new Date('2026-11-16T09:00:00-03:00');
const ctx = (actorId = 'admin-test') => ({ now: NOW, actorId });

export interface Occurrence {
  slotId: number;
  fecha: string;
}

export interface BookingStudio {
  packageId: number;
  occurrences: Occurrence[];
  members: string[];
}

/** A small studio built by the real commands: one slot per coming day, a package, members holding it. */
export async function buildBookingStudio(db: Db, opts: { prefix: string; members: number; days: number; capacity: number; credits: number }): Promise<BookingStudio> {
  const discipline = await createDiscipline(db, ctx(), { name: `Funcional ${opts.prefix}` });
  const occurrences: Occurrence[] = [];
  for (const fecha of agendaDates(studioTime(NOW, TZ).date).slice(1, 1 + opts.days)) {
    const slot = await addScheduleSlot(db, ctx(), { weekday: isoWeekdayOf(fecha), time: '10:00', disciplineId: discipline.id, capacity: opts.capacity });
    occurrences.push({ slotId: slot.id, fecha });
  }
  const pkg = await createPackage(db, ctx(), { name: `Pack ${opts.prefix}`, classesPerMonth: 8, price: 100, disciplineIds: [discipline.id] });
  const members: string[] = [];
  for (let i = 0; i < opts.members; i++) {
    const userId = `${opts.prefix}-m${i}`;
    await registerUser(db, ctx(), { userId, profile: { firstName: `Socia${i}`, lastName: 'Prueba', email: `${userId}@example.com` }, source: 'local', adminEmails: [] });
    await assignPackage(db, ctx(), { userId, packageId: pkg.id, credits: opts.credits, validUntil: '2027-01-01', reason: 'Estudio de prueba', tz: TZ });
    members.push(userId);
  }
  return { packageId: pkg.id, occurrences, members };
}

/** What members and admins do to bookings and credits, as fast-check generates it (indexes into the studio). */
export type BookingCommand =
  | { type: 'Reserve'; member: number; occurrence: number }
  | { type: 'Cancel'; booking: number; byAdmin: boolean }
  | { type: 'Adjust'; member: number; delta: number }
  | { type: 'Assign'; member: number; credits: number }
  | { type: 'Remove'; member: number }
  | { type: 'Expire'; member: number };

/** Runs one command through the app's command functions; a rejection is an expected outcome, returned as its code. */
export async function runBookingCommand(db: Db, studio: BookingStudio, booked: number[], c: BookingCommand): Promise<string> {
  const userId = (i: number) => studio.members[i % studio.members.length]!;
  try {
    switch (c.type) {
      case 'Reserve': {
        const o = studio.occurrences[c.occurrence % studio.occurrences.length]!;
        const { result } = await reserveSlot(db, ctx(userId(c.member)), { userId: userId(c.member), ...o, tz: TZ });
        booked.push(result.id);
        break;
      }
      case 'Cancel': {
        const bookingId = booked[c.booking % Math.max(1, booked.length)];
        if (bookingId === undefined) return 'NOTHING_BOOKED';
        const actor = c.byAdmin ? { userId: 'admin-test', role: 'admin' as const } : { userId: 'member', role: 'system' as const };
        await cancelBooking(db, ctx(), { bookingId, actor, reason: c.byAdmin ? 'admin' : 'member', tz: TZ });
        break;
      }
      case 'Adjust':
        await adjustCredits(db, ctx(), { userId: userId(c.member), delta: c.delta, reason: 'prueba', tz: TZ });
        break;
      case 'Assign':
        await assignPackage(db, ctx(), { userId: userId(c.member), packageId: studio.packageId, credits: c.credits, validUntil: '2027-01-01', reason: 'Estudio de prueba', tz: TZ });
        break;
      case 'Remove':
        await assignPackage(db, ctx(), { userId: userId(c.member), packageId: null, tz: TZ });
        break;
      case 'Expire':
        await expirePackage(db, ctx(), { userId: userId(c.member), tz: TZ });
        break;
    }
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return error.code;
    throw error;
  }
}
