import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import { priceListDecider, type PriceListCommand } from './price-list.decider';

const spec = streamDeciderSpec(priceListDecider);
const prices = { efectivo: 2_200_000, transferencia: 2_300_000, mercado_pago: 2_500_000 };
const today = '2027-01-20';
const schedule = (version: Partial<Extract<PriceListCommand, { type: 'SchedulePriceVersion' }>['version']> = {}, c: { packageActive?: boolean } = {}): PriceListCommand =>
  ({ type: 'SchedulePriceVersion', packageId: 4, today, packageActive: c.packageActive ?? true, version: { effectiveFrom: '2027-02-01', prices, ...version } });
const scheduled = (versionId: number, effectiveFrom: string, extra: object = {}) =>
  ({ type: 'PriceVersionScheduled', data: { packageId: 4, versionId, effectiveFrom, prices, ...extra } }) as const;
const tookEffect = (versionId: number) => ({ type: 'PriceVersionTookEffect', data: { packageId: 4, versionId, price: 2_500_000 } }) as const;

describe('SchedulePriceVersion', () => {
  it('schedules a version from a future day, numbered after the ones before, with its early and late rules', () => {
    const early = { untilDay: 10, discount: 200_000 };
    const late = { afterDay: 15, surcharge: 300_000 };
    spec.given([scheduled(1, '2027-01-01'), tookEffect(1)]).when(schedule({ early, late })).then([scheduled(2, '2027-02-01', { early, late })]);
  });
  it('takes effect at once when it starts today: the package’s price becomes its list price, the dearest method’s', () => {
    spec.given([]).when(schedule({ effectiveFrom: today })).then([scheduled(1, today), tookEffect(1)]);
  });
  it('refuses a version effective in the past: months already charged keep their price', () => {
    spec.given([]).when(schedule({ effectiveFrom: '2027-01-19' })).thenRejects({ status: 400, code: 'PRICE_VERSION_IN_PAST' });
  });
  it('refuses amounts that are not whole centavos above zero, for each method and rule', () => {
    spec.given([]).when(schedule({ prices: { ...prices, efectivo: 0 } })).thenRejects({ status: 400, code: 'PRICE_AMOUNT_INVALID' });
    spec.given([]).when(schedule({ prices: { ...prices, mercado_pago: 12.5 } })).thenRejects({ status: 400, code: 'PRICE_AMOUNT_INVALID' });
    spec.given([]).when(schedule({ late: { afterDay: 15, surcharge: -1 } })).thenRejects({ status: 400, code: 'PRICE_AMOUNT_INVALID' });
  });
  it('refuses days off her month, and an early price that ends after the surcharge starts', () => {
    spec.given([]).when(schedule({ early: { untilDay: 0, discount: 100 } })).thenRejects({ status: 400, code: 'PRICE_RULE_DAYS_INVALID' });
    spec.given([]).when(schedule({ late: { afterDay: 31, surcharge: 100 } })).thenRejects({ status: 400, code: 'PRICE_RULE_DAYS_INVALID' });
    spec.given([]).when(schedule({ early: { untilDay: 15, discount: 100 }, late: { afterDay: 10, surcharge: 100 } })).thenRejects({ status: 400, code: 'PRICE_RULE_DAYS_INVALID' });
  });
  it('refuses an early discount as large as the lowest price', () => {
    spec.given([]).when(schedule({ early: { untilDay: 10, discount: 2_200_000 } })).thenRejects({ status: 400, code: 'PRICE_DISCOUNT_TOO_HIGH' });
  });
  it('refuses a second version on the same day, unless the first was cancelled', () => {
    spec.given([scheduled(1, '2027-02-01')]).when(schedule()).thenRejects({ status: 409, code: 'PRICE_VERSION_DATE_TAKEN', detail: 'Ya hay precios que rigen desde el 01/02: cancélalos antes o elige otra fecha.' });
    spec.given([scheduled(1, '2027-02-01'), { type: 'PriceVersionCancelled', data: { packageId: 4, versionId: 1 } }]).when(schedule()).then([scheduled(2, '2027-02-01')]);
  });
  it('refuses a package withdrawn from sale', () => {
    spec.given([]).when(schedule({}, { packageActive: false })).thenRejects({ status: 409, code: 'PACKAGE_DELETED' });
  });
});

describe('CancelPriceVersion', () => {
  const cancel = (versionId: number): PriceListCommand => ({ type: 'CancelPriceVersion', packageId: 4, today, versionId });
  it('withdraws a version not yet in effect', () => {
    spec.given([scheduled(1, '2027-02-01')]).when(cancel(1)).then([{ type: 'PriceVersionCancelled', data: { packageId: 4, versionId: 1 } }]);
  });
  it('refuses a version already in effect, and one that is not there', () => {
    spec.given([scheduled(1, today), tookEffect(1)]).when(cancel(1)).thenRejects({ status: 409, code: 'PRICE_VERSION_IN_EFFECT' });
    spec.given([scheduled(1, '2027-02-01'), { type: 'PriceVersionCancelled', data: { packageId: 4, versionId: 1 } }]).when(cancel(1)).thenRejects({ status: 404, code: 'PRICE_VERSION_NOT_FOUND' });
    spec.given([]).when(cancel(3)).thenRejects({ status: 404, code: 'PRICE_VERSION_NOT_FOUND' });
  });
});

describe('ApplyDuePriceVersion', () => {
  const apply = (on: string, holders: string[] = []): PriceListCommand => ({ type: 'ApplyDuePriceVersion', packageId: 4, today: on, noticeDays: 7, holders });
  it('makes the version whose day came the package’s price, once', () => {
    spec.given([scheduled(1, '2027-02-01')]).when(apply('2027-02-01')).then([tookEffect(1)]);
    spec.given([scheduled(1, '2027-02-01'), tookEffect(1)]).when(apply('2027-02-03')).then([]);
  });
  it('tells the package’s holders of the next version from the notice days before it, once', () => {
    const told: PriceListEvent = { type: 'PriceVersionAnnounced', data: { packageId: 4, versionId: 1, effectiveFrom: '2027-02-01', price: 2_500_000, userIds: ['u1', 'u2'] } };
    spec.given([scheduled(1, '2027-02-01')]).when(apply('2027-01-24', ['u1', 'u2'])).then([]);
    spec.given([scheduled(1, '2027-02-01')]).when(apply('2027-01-25', ['u1', 'u2'])).then([told]);
    spec.given([scheduled(1, '2027-02-01'), told]).when(apply('2027-01-26', ['u1', 'u2', 'u3'])).then([]);
    spec.given([scheduled(1, '2027-02-01')]).when(apply('2027-01-25')).then([]);
  });
  it('does nothing before its day, or for a version cancelled', () => {
    spec.given([scheduled(1, '2027-02-01')]).when(apply('2027-01-31')).then([]);
    spec.given([scheduled(1, '2027-02-01'), { type: 'PriceVersionCancelled', data: { packageId: 4, versionId: 1 } }]).when(apply('2027-02-01')).then([]);
  });
});
