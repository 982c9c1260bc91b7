/**
 * Which day of a plan the member trains today, pure. Plans have no calendar (weeks and days are names in order), so
 * "today" is where the member is in the plan, as a programme app keeps it: the day of a session still open today
 * (continue it), else the day after the one of her last session, round to the first after the last; a plan never
 * trained starts at its first day. Days without sets cannot be trained and are passed over.
 */
export interface PlanDay {
  dayId: number;
  trainable: boolean;
}

export interface LastSession {
  sessionId: string;
  dayId: number;
  /** Started and not finished. */
  open: boolean;
  /** Studio day it was started, YYYY-MM-DD. */
  date: string;
}

export type TodayDay = { dayId: number; continueSessionId: string | null };

export function trainToday(days: readonly PlanDay[], last: LastSession | undefined, today: string): TodayDay | undefined {
  const trainable = days.filter((d) => d.trainable);
  if (trainable.length === 0) return undefined;
  const at = last ? days.findIndex((d) => d.dayId === last.dayId) : -1;
  // A day edited out of the plan since: start over.
  if (!last || at < 0) return { dayId: trainable[0]!.dayId, continueSessionId: null };
  // Left open on an earlier day (never finished): it counts as trained, the member moves on.
  if (last.open && last.date === today && days[at]!.trainable) return { dayId: last.dayId, continueSessionId: last.sessionId };
  const next = [...days.slice(at + 1), ...days.slice(0, at + 1)].find((d) => d.trainable)!;
  return { dayId: next.dayId, continueSessionId: null };
}
