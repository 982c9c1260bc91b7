import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import { listPrice, METHODS, nextVersionAfter, versionOn, type PriceVersion } from '../../domain/billing/price-list';
import { addDays } from '../../domain/billing/monthly-account';
import { dayMonth } from '../platform/studio-date-text';

/** A package's price list: every version scheduled, the cancelled ones marked, and the one that took effect last. */
export interface PriceListState {
  versions: (PriceVersion & { cancelled: boolean })[];
  inEffect: number | null;
  /** Versions its credit packages' holders were told of. */
  announced?: number[];
}

export type PriceListCommand = { packageId: number; today: string } & (
  | { type: 'SchedulePriceVersion'; packageActive: boolean; version: Omit<PriceVersion, 'versionId'> }
  | { type: 'CancelPriceVersion'; versionId: number }
  /**
   * The price-list job: the version whose day the clock reached takes effect, and the next one is told to the
   * package's holders (`holders`, members holding it by credits) from `noticeDays` before its day.
   */
  | { type: 'ApplyDuePriceVersion'; noticeDays: number; holders: string[] }
);

// The int4 columns' ceiling ($ 21 millones): above it an amount is a typo.
const MAX_CENTAVOS = 2_147_483_647;
const LAST_DAY = 28;

const initialState = (): PriceListState => ({ versions: [], inEffect: null });

function evolve(state: PriceListState, event: PriceListEvent): PriceListState {
  switch (event.type) {
    case 'PriceVersionScheduled': {
      const { packageId: _p, ...version } = event.data;
      return { ...state, versions: [...state.versions, { ...version, cancelled: false }] };
    }
    case 'PriceVersionCancelled':
      return { ...state, versions: state.versions.map((v) => (v.versionId === event.data.versionId ? { ...v, cancelled: true } : v)) };
    case 'PriceVersionTookEffect':
      return { ...state, inEffect: event.data.versionId };
    case 'PriceVersionAnnounced':
      return { ...state, announced: [...(state.announced ?? []), event.data.versionId] };
  }
}

export const liveVersions = (state: PriceListState): PriceVersion[] => state.versions.filter((v) => !v.cancelled);

const amount = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_CENTAVOS;
const day = (n: number) => Number.isInteger(n) && n >= 1 && n <= LAST_DAY;

/** Refuses what a studio cannot mean: no amount, days off her month, a discount that leaves nothing to pay. */
function checkVersion(v: Omit<PriceVersion, 'versionId'>): void {
  if (!METHODS.every((m) => amount(v.prices[m])) || (v.early && !amount(v.early.discount)) || (v.late && !amount(v.late.surcharge))) throw fail('PRICE_AMOUNT_INVALID');
  if ((v.early && !day(v.early.untilDay)) || (v.late && !day(v.late.afterDay)) || (v.early && v.late && v.early.untilDay >= v.late.afterDay)) throw fail('PRICE_RULE_DAYS_INVALID');
  if (v.early && v.early.discount >= Math.min(...METHODS.map((m) => v.prices[m]))) throw fail('PRICE_DISCOUNT_TOO_HIGH');
}

/** The version whose day is reached and that has not taken effect yet, as its event (or nothing). */
function dueEffect(packageId: number, versions: readonly PriceVersion[], inEffect: number | null, today: string): PriceListEvent[] {
  const current = versionOn(versions, today);
  if (!current || current.versionId === inEffect) return [];
  return [{ type: 'PriceVersionTookEffect', data: { packageId, versionId: current.versionId, price: listPrice(current) } }];
}

/** The next version, told once to the package's holders from the notice days before it starts. */
function toldAhead(c: Extract<PriceListCommand, { type: 'ApplyDuePriceVersion' }>, s: PriceListState): PriceListEvent[] {
  const next = nextVersionAfter(liveVersions(s), c.today);
  if (!next || c.holders.length === 0 || s.announced?.includes(next.versionId) || c.today < addDays(next.effectiveFrom, -c.noticeDays)) return [];
  return [{ type: 'PriceVersionAnnounced', data: { packageId: c.packageId, versionId: next.versionId, effectiveFrom: next.effectiveFrom, price: listPrice(next), userIds: c.holders } }];
}

function schedule(c: Extract<PriceListCommand, { type: 'SchedulePriceVersion' }>, s: PriceListState): PriceListEvent[] {
  if (!c.packageActive) throw fail('PACKAGE_DELETED');
  // Months already charged keep their price: a price never starts before today.
  if (c.version.effectiveFrom < c.today) throw fail('PRICE_VERSION_IN_PAST');
  checkVersion(c.version);
  const live = liveVersions(s);
  if (live.some((v) => v.effectiveFrom === c.version.effectiveFrom)) throw fail('PRICE_VERSION_DATE_TAKEN', { day: dayMonth(c.version.effectiveFrom) });
  const { early, late, ...rest } = c.version;
  const version: PriceVersion = { versionId: s.versions.length + 1, ...rest, ...(early ? { early } : {}), ...(late ? { late } : {}) };
  const scheduled: PriceListEvent = { type: 'PriceVersionScheduled', data: { packageId: c.packageId, ...version } };
  return [scheduled, ...dueEffect(c.packageId, [...live, version], s.inEffect, c.today)];
}

function cancel(c: Extract<PriceListCommand, { type: 'CancelPriceVersion' }>, s: PriceListState): PriceListEvent[] {
  const version = liveVersions(s).find((v) => v.versionId === c.versionId);
  if (!version) throw fail('PRICE_VERSION_NOT_FOUND');
  if (version.effectiveFrom <= c.today) throw fail('PRICE_VERSION_IN_EFFECT');
  return [{ type: 'PriceVersionCancelled', data: { packageId: c.packageId, versionId: c.versionId } }];
}

function decide(c: PriceListCommand, s: PriceListState): PriceListEvent[] {
  switch (c.type) {
    case 'SchedulePriceVersion': return schedule(c, s);
    case 'CancelPriceVersion': return cancel(c, s);
    case 'ApplyDuePriceVersion': return [...dueEffect(c.packageId, liveVersions(s), s.inEffect, c.today), ...toldAhead(c, s)];
  }
}

export const priceListDecider: StreamDecider<PriceListState, PriceListCommand, PriceListEvent> = { initialState, evolve, decide };
