import type { PackageSettings } from './package-settings.decider';

export interface PackageTerms {
  validFrom: string;
  validUntil: string;
  credits: number;
  /** Credits were scaled to the days left in the month. */
  prorated: boolean;
  /** The month paid is next month; the days left of this one come free ('siguiente'). */
  nextMonth: boolean;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(utc(day).getTime() + n * 86_400_000));
const firstOfMonthAfter = (day: string, months: number) => {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
};
const daysBetween = (from: string, to: string) => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

/**
 * What a package activated on `today` (studio calendar) gives under the studio's rule. Calendar month: valid until the
 * 1st of next month; prorated, the month's credits scale to the days left (today included), rounded up so a member
 * never pays for a class they cannot take; starting next month, it is valid to the 1st of the month after next with
 * the month's credits (the days left of this month come free). N days: valid until today + N, full credits.
 */
export function packageTerms(settings: PackageSettings, today: string, monthlyCredits: number): PackageTerms {
  const full = { validFrom: today, credits: monthlyCredits, prorated: false, nextMonth: false };
  if (settings.validity === 'dias' && settings.days !== null) return { ...full, validUntil: addDays(today, settings.days) };
  const validUntil = firstOfMonthAfter(today, 1);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (today === firstOfMonth || settings.midMonth === 'completo') return { ...full, validUntil };
  if (settings.midMonth === 'siguiente') return { ...full, validUntil: firstOfMonthAfter(today, 2), nextMonth: true };
  const credits = Math.ceil((monthlyCredits * daysBetween(today, validUntil)) / daysBetween(firstOfMonth, validUntil));
  return { ...full, validUntil, credits, prorated: credits !== monthlyCredits };
}
