import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { PriceIndexEvent } from '../../events/catalog/reports.events';
import { priceIndexDecider } from './price-index.decider';

const spec = streamDeciderSpec(priceIndexDecider);
const set = (months: { month: string; value: number }[]): PriceIndexEvent => ({ type: 'PriceIndexSet', data: { months } });
const cmd = (months: { month: string; value: number }[]) => ({ type: 'SetPriceIndex' as const, months, today: '2026-12-03' });

describe('the price index', () => {
  it('records the months whose value changes, and nothing when none does', () => {
    spec.given([]).when(cmd([{ month: '2026-10', value: 100 }, { month: '2026-11', value: 108 }])).then([set([{ month: '2026-10', value: 100 }, { month: '2026-11', value: 108 }])]);
    spec.given([set([{ month: '2026-10', value: 100 }])]).when(cmd([{ month: '2026-10', value: 100 }, { month: '2026-11', value: 108 }])).then([set([{ month: '2026-11', value: 108 }])]);
    spec.given([set([{ month: '2026-10', value: 100 }])]).when(cmd([{ month: '2026-10', value: 100 }])).then([]);
  });

  it('refuses a month still to come, a value that is not positive, and a month twice', () => {
    spec.given([]).when(cmd([{ month: '2027-01', value: 100 }])).thenRejects({ status: 400, code: 'INDEX_MONTH_FUTURE' });
    spec.given([]).when(cmd([{ month: '2026-11', value: 0 }])).thenRejects({ status: 400, code: 'INDEX_VALUE_INVALID' });
    spec.given([]).when(cmd([{ month: '2026-11', value: 1 }, { month: '2026-11', value: 2 }])).thenRejects({ status: 400, code: 'INDEX_MONTH_TWICE' });
    spec.given([]).when(cmd([{ month: 'noviembre', value: 1 }])).thenRejects({ status: 400, code: 'INDEX_MONTH_INVALID' });
  });
});
