import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * Reports' own input (docs/features/reports.md, "Money in real terms"): the monthly price index the owner enters or
 * imports, on `studio-settings:price-index`. Each event sets the months it names (a new value replaces the old one);
 * the reports convert income into pesos of a chosen month with it.
 */
const PriceIndexSet = Type.Object({
  months: Type.Array(Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), value: Type.Number({ exclusiveMinimum: 0 }) }), { minItems: 1 }),
});

export const reportsEvents = defineEvents({ PriceIndexSet });

export type PriceIndexEvent = { type: 'PriceIndexSet'; data: Type.Static<typeof PriceIndexSet> };

export { priceIndexStream } from '../streams';
