import { addDays, format, parseISO } from 'date-fns';
import type { Clock } from '../../domain/time/clock';
import { studioInstant, studioTime } from '../../domain/time/studio-time';
import type { Db } from '../../db/database';
import { findReminderSettings, listUnremindedBookings, listUnremindedExpiries } from '../../projections/reminders/reminders.queries';
import { startPeriodicJob } from '../platform/periodic-job';
import { DEFAULT_REMINDER_SETTINGS } from './reminder-settings.decider';
import { sendReminder } from './reminders.commands';

// A class reminder goes out within five minutes of its time: close enough for "in 3 hours", light on the database.
const EVERY_FIVE_MINUTES_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
/** A package's end is announced this many studio days before (docs/features/reminders-and-calendars.md). */
export const PACKAGE_REMINDER_DAYS = 3;
const HOUR_MS = 3600_000;

interface Deps {
  db: Db;
  clock: Clock;
  studioTz: string;
}

const dayAfter = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/**
 * Class reminders whose time has come: a booking still standing, on a class that has not started, reminded
 * `classHoursBefore` hours before its start. A booking made after that moment gets none (she just booked it).
 */
async function sendClassReminders(deps: Deps, now: Date): Promise<number> {
  const hours = ((await findReminderSettings(deps.db)) ?? DEFAULT_REMINDER_SETTINGS).classHoursBefore;
  if (hours === 0) return 0;
  const horizon = new Date(now.getTime() + hours * HOUR_MS);
  const booked = await listUnremindedBookings(deps.db, studioTime(now, deps.studioTz).date, studioTime(horizon, deps.studioTz).date);
  let sent = 0;
  for (const b of booked) {
    const start = studioInstant(b.fecha, b.hora, deps.studioTz);
    const remindAt = start.getTime() - hours * HOUR_MS;
    if (start <= now || remindAt > now.getTime() || b.bookedAt.getTime() > remindAt) continue;
    const reminder = { type: 'ClassReminderSent' as const, data: { userId: b.userId, slotId: b.slotId, fecha: b.fecha, hora: b.hora, discipline: b.discipline } };
    if (await sendReminder(deps.db, { actorId: 'system', now }, reminder)) sent++;
  }
  return sent;
}

/** Packages ending within PACKAGE_REMINDER_DAYS studio days, each end day announced once. */
async function sendExpiryReminders(deps: Deps, now: Date): Promise<number> {
  const today = studioTime(now, deps.studioTz).date;
  let sent = 0;
  for (const p of await listUnremindedExpiries(deps.db, today, dayAfter(today, PACKAGE_REMINDER_DAYS))) {
    const reminder = { type: 'PackageExpiryReminderSent' as const, data: p };
    if (await sendReminder(deps.db, { actorId: 'system', now }, reminder)) sent++;
  }
  return sent;
}

/** Appends every reminder due on the clock's "now", once each (a rerun or a second instance adds nothing). */
export async function sendDueReminders(deps: Deps): Promise<{ classes: number; packages: number }> {
  const now = deps.clock.now();
  return { classes: await sendClassReminders(deps, now), packages: await sendExpiryReminders(deps, now) };
}

/** Runs the reminders on start and every five minutes until stopped; a failed run is retried sooner. */
export function startReminders(deps: Deps & { log: (message: string, error?: unknown) => void; retryMs?: number }): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'reminders',
    everyMs: EVERY_FIVE_MINUTES_MS,
    retryMs: deps.retryMs ?? FIRST_RETRY_MS,
    log: deps.log,
    work: async () => {
      const { classes, packages } = await sendDueReminders(deps);
      return classes + packages > 0 ? `recordatorios: ${classes} de clase, ${packages} de paquete` : undefined;
    },
  });
}
