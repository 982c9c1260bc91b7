import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PriceIndexEvent } from '../../events/catalog/reports.events';
import { isMonth, type IndexMonth } from '../../domain/reports/price-index';

export type PriceIndexCommand = { type: 'SetPriceIndex'; months: IndexMonth[]; today: string };
type State = ReadonlyMap<string, number>;

const initialState = (): State => new Map();
const evolve = (state: State, event: PriceIndexEvent): State => new Map([...state, ...event.data.months.map((m) => [m.month, m.value] as const)]);

/**
 * Sets the months it names, recording only values that change. A month still to come has no index yet (a typo of
 * the year, most often); a value must be a positive number.
 */
function decide(command: PriceIndexCommand, state: State): PriceIndexEvent[] {
  const seen = new Set<string>();
  for (const { month, value } of command.months) {
    if (!isMonth(month)) throw fail('INDEX_MONTH_INVALID', { month });
    if (month > command.today.slice(0, 7)) throw fail('INDEX_MONTH_FUTURE', { month });
    if (!Number.isFinite(value) || value <= 0) throw fail('INDEX_VALUE_INVALID', { month });
    if (seen.has(month)) throw fail('INDEX_MONTH_TWICE', { month });
    seen.add(month);
  }
  const changed = command.months.filter((m) => state.get(m.month) !== m.value);
  return changed.length ? [{ type: 'PriceIndexSet', data: { months: changed } }] : [];
}

export const priceIndexDecider: StreamDecider<State, PriceIndexCommand, PriceIndexEvent> = { initialState, evolve, decide };
