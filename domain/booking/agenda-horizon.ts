import { addDays, format, getDaysInMonth, lastDayOfMonth } from 'date-fns';

// docs/product.md §4: from the 27th on, members may also book 30 days into the next month.
const NEXT_MONTH_FROM_DAY = 27;
const NEXT_MONTH_DAYS = 30;

const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** Last bookable date (YYYY-MM-DD) seen from the studio's `today`. */
export function agendaHorizonEnd(today: string): string {
  // Every booking decision asks, nearly always for the same day: date-fns parse and format were ~4% of a
  // booking's Node time, so the last day's answer is kept.
  if (lastHorizon?.today === today) return lastHorizon.end;
  const end = horizonEnd(today);
  lastHorizon = { today, end };
  return end;
}

let lastHorizon: { today: string; end: string } | undefined;

function horizonEnd(today: string): string {
  const day = parse(today);
  if (day.getDate() < NEXT_MONTH_FROM_DAY) return format(lastDayOfMonth(day), 'yyyy-MM-dd');
  const firstOfNext = new Date(day.getFullYear(), day.getMonth() + 1, 1);
  const days = Math.min(NEXT_MONTH_DAYS, getDaysInMonth(firstOfNext));
  return format(addDays(firstOfNext, days - 1), 'yyyy-MM-dd');
}

/** Every date from today to the horizon, inclusive. */
export function agendaDates(today: string): string[] {
  const end = agendaHorizonEnd(today);
  const dates: string[] = [];
  for (let d = parse(today); format(d, 'yyyy-MM-dd') <= end; d = addDays(d, 1)) dates.push(format(d, 'yyyy-MM-dd'));
  return dates;
}

/** ISO weekday (1 = Monday) of a YYYY-MM-DD date. */
export const isoWeekdayOf = (date: string): number => ((parse(date).getDay() + 6) % 7) + 1;
