import { agendaHorizonEnd } from '../../domain/booking/agenda-horizon';
import type { StudioNow } from '../../domain/booking/booking-facts';
import { classStarted } from './booking.decider';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export interface StandingSlot {
  /** ISO weekday of the class (1 = Lunes) and its time, 'HH:MM'. */
  weekday: number;
  hora: string;
  /** The studio date the turno fijo was set: classes before it are not booked for it. */
  since: string;
  /** The discipline's booking window (null: the agenda horizon alone). */
  opensDaysAhead: number | null;
}

/**
 * The dates of a turno fijo whose booking has opened by `now` and whose class has not started: the weeks the job
 * books. Booking opens `opensDaysAhead` days before the class (booking-policy.ts), never past the agenda horizon.
 */
export function standingWeeksDue(slot: StandingSlot, now: StudioNow): string[] {
  const horizon = agendaHorizonEnd(now.date);
  const opened = slot.opensDaysAhead === null ? horizon : addDays(now.date, slot.opensDaysAhead);
  const last = opened < horizon ? opened : horizon;
  const first = slot.since > now.date ? slot.since : now.date;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (isoWeekday(date) === slot.weekday && !classStarted(date, slot.hora, now)) dates.push(date);
  }
  return dates;
}
