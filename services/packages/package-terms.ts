import type { PackageSettings } from './package-settings.decider';

export interface PackageTerms {
  validFrom: string;
  validUntil: string;
  credits: number;
  /** Credits were scaled to the days left in the month. */
  prorated: boolean;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(utc(day).getTime() + n * 86_400_000));
const firstOfNextMonth = (day: string) => {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
};
const daysBetween = (from: string, to: string) => Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

/**
 * What a package activated on `today` (studio calendar) gives under the studio's rule. Calendar month: valid until the
 * 1st of next month; prorated, the month's credits scale to the days left (today included), rounded up so a member
 * never pays for a class they cannot take. N days: valid until today + N, full credits.
 */
export function packageTerms(settings: PackageSettings, today: string, monthlyCredits: number): PackageTerms {
  if (settings.validity === 'dias' && settings.days !== null) {
    return { validFrom: today, validUntil: addDays(today, settings.days), credits: monthlyCredits, prorated: false };
  }
  const validUntil = firstOfNextMonth(today);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (settings.midMonth !== 'prorrateo' || today === firstOfMonth) {
    return { validFrom: today, validUntil, credits: monthlyCredits, prorated: false };
  }
  const credits = Math.ceil((monthlyCredits * daysBetween(today, validUntil)) / daysBetween(firstOfMonth, validUntil));
  return { validFrom: today, validUntil, credits, prorated: credits !== monthlyCredits };
}
