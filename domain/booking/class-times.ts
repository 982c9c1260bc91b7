/**
 * When a class ends and when staff may take attendance. Each slot has its own duration
 * (schedule_slots.duration_minutes, set with ScheduleSlotDetailsSet); a class whose duration was not read (a
 * removed slot's) lasts DEFAULT_CLASS_MINUTES, the studio-wide rule before.
 */
export const DEFAULT_CLASS_MINUTES = 60;

export function classDurationMinutes(c: { slotId: number; durationMinutes?: number | null }): number {
  return c.durationMinutes ?? DEFAULT_CLASS_MINUTES;
}

/** Check-in opens this long before a class starts (members arriving early). */
export const CHECK_IN_OPENS_MINUTES = 60;

/**
 * The no-show sweep looks this many days back: older unmarked bookings (from before attendance existed, or a
 * studio that never took it) stay unmarked instead of turning into a wave of no-shows on the first run.
 */
export const NO_SHOW_LOOKBACK_DAYS = 2;

/** "Now" in the studio: its calendar date and minutes since midnight. */
export interface StudioMoment {
  date: string;
  minutes: number;
}

const minutesOf = (hora: string) => {
  const [h, m] = hora.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * Minutes from now until the class's start (negative once started), counted in whole days of the studio
 * calendar; `fecha` and `now.date` are YYYY-MM-DD.
 */
export function minutesUntilStart(fecha: string, hora: string, now: StudioMoment): number {
  const days = Math.round((Date.parse(`${fecha}T00:00:00Z`) - Date.parse(`${now.date}T00:00:00Z`)) / 86_400_000);
  return days * 1440 + minutesOf(hora) - now.minutes;
}

/** The class has ended: its start plus its duration has come (a class running past midnight ends the next day). */
export const classEnded = (c: { fecha: string; hora: string; durationMinutes: number }, now: StudioMoment) =>
  minutesUntilStart(c.fecha, c.hora, now) + c.durationMinutes <= 0;
