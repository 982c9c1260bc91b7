import { addDays } from './monthly-account';

/**
 * A package's price list as Argentine studios run it (docs/features/price-lists.md): versions from a studio day, a
 * price per payment method, and a plan's "pronto pago" and late surcharge. Pure; amounts whole centavos.
 */
export type PriceMethod = 'efectivo' | 'transferencia' | 'mercado_pago';

export interface PriceVersion {
  versionId: number;
  effectiveFrom: string;
  prices: Record<PriceMethod, number>;
  early?: { untilDay: number; discount: number };
  late?: { afterDay: number; surcharge: number };
}

export const METHODS: readonly PriceMethod[] = ['efectivo', 'transferencia', 'mercado_pago'];

/**
 * The list price is the dearest method's: a month is charged at it, and a payment in a cheaper method earns the
 * difference as a line of its own, so what she owes never grows with how she pays.
 */
export const listPrice = (v: PriceVersion): number => Math.max(...METHODS.map((m) => v.prices[m]));

/** The version in effect on `day`: the latest one from that day or before (versions: any order, none cancelled). */
export const versionOn = (versions: readonly PriceVersion[], day: string): PriceVersion | undefined =>
  versions.filter((v) => v.effectiveFrom <= day).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];

/** The first version after `day` (the next increase), if one is scheduled. */
export const nextVersionAfter = (versions: readonly PriceVersion[], day: string): PriceVersion | undefined =>
  versions.filter((v) => v.effectiveFrom > day).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1))[0];

/** The last day a month starting on `period` earns the early price: day 1 is her monthly date itself. */
export const earlyUntil = (period: string, untilDay: number): string => addDays(period, untilDay - 1);

/** The last day a month may be paid without the surcharge; still owed the day after, it is surcharged. */
export const lateAfter = (period: string, afterDay: number): string => addDays(period, afterDay - 1);
