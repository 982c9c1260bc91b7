import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * A package's price list (docs/features/price-lists.md), on its own stream `price-list:<packageId>`: versions, each
 * effective from a studio day, with a price per payment method and the plan's early-payment and late rules. Amounts
 * are whole centavos of ARS; `versionId` counts the package's versions from 1, so a charge names the one it used.
 */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
// An int4 column: $ 21 millones, far above any fee.
const Centavos = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
// A day of her month, counted from her monthly date (1 is that day); 28 fits every month.
const DayOfMonth = Type.Integer({ minimum: 1, maximum: 28 });

export const MethodPrices = Type.Object({ efectivo: Centavos, transferencia: Centavos, mercado_pago: Centavos });
export const EarlyRule = Type.Object({ untilDay: DayOfMonth, discount: Centavos });
export const LateRule = Type.Object({ afterDay: DayOfMonth, surcharge: Centavos });

const PriceVersionScheduled = Type.Object({
  packageId: Type.Integer({ minimum: 1 }),
  versionId: Type.Integer({ minimum: 1 }),
  effectiveFrom: Day,
  prices: MethodPrices,
  early: Type.Optional(EarlyRule),
  late: Type.Optional(LateRule),
});
/** A version not yet in effect withdrawn: the one before it stays in effect. */
const PriceVersionCancelled = Type.Object({ packageId: Type.Integer({ minimum: 1 }), versionId: Type.Integer({ minimum: 1 }) });
/**
 * The version's day reached (the price-list job, when its clock gets there): the package's price becomes the
 * version's list price, so everything that reads the package's price reads it. Appended, so a replay sets it alike.
 */
const PriceVersionTookEffect = Type.Object({ packageId: Type.Integer({ minimum: 1 }), versionId: Type.Integer({ minimum: 1 }), price: Centavos });
/**
 * The studio's notice days before a version starts, the members holding the package by credits are told (appended by
 * the price-list job, once per version); a monthly plan's members are told on their own account, before the month
 * it prices (MonthlyPriceIncreaseAnnounced).
 */
const PriceVersionAnnounced = Type.Object({ packageId: Type.Integer({ minimum: 1 }), versionId: Type.Integer({ minimum: 1 }), effectiveFrom: Day, price: Centavos, userIds: Type.Array(Type.String()) });

export const priceListsEvents = defineEvents({ PriceVersionScheduled, PriceVersionCancelled, PriceVersionTookEffect, PriceVersionAnnounced });

export type MethodPrices = Type.Static<typeof MethodPrices>;
export type EarlyRule = Type.Static<typeof EarlyRule>;
export type LateRule = Type.Static<typeof LateRule>;
export type PriceListEvent =
  | { type: 'PriceVersionScheduled'; data: Type.Static<typeof PriceVersionScheduled> }
  | { type: 'PriceVersionCancelled'; data: Type.Static<typeof PriceVersionCancelled> }
  | { type: 'PriceVersionTookEffect'; data: Type.Static<typeof PriceVersionTookEffect> }
  | { type: 'PriceVersionAnnounced'; data: Type.Static<typeof PriceVersionAnnounced> };
export const PRICE_LIST_EVENT_TYPES = ['PriceVersionScheduled', 'PriceVersionCancelled', 'PriceVersionTookEffect', 'PriceVersionAnnounced'] as const;

export { priceListStream } from '../streams';
