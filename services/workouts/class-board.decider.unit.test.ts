import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { classBoardDecider } from './class-board.decider';

const spec = streamDeciderSpec(classBoardDecider);
const choose = (planId: number, dayId: number) => ({ type: 'ChooseClassBoardDay' as const, slotId: 3, date: '2026-11-18', planId, dayId, byId: 'coach', now: '2026-11-18T21:00:00.000Z' });
const chosen = (planId: number, dayId: number) => ({ type: 'ClassBoardDayChosen' as const, data: { slotId: 3, date: '2026-11-18', planId, dayId, byId: 'coach', at: '2026-11-18T21:00:00.000Z' } });

describe('class board decider: the plan day a class\'s pizarra shows', () => {
  it('records a choice, nothing for the same one again, and a change of day or plan', () => {
    spec.given([]).when(choose(1, 10)).then([chosen(1, 10)]);
    spec.given([chosen(1, 10)]).when(choose(1, 10)).then([]);
    spec.given([chosen(1, 10)]).when(choose(1, 11)).then([chosen(1, 11)]);
    spec.given([chosen(1, 10)]).when(choose(2, 10)).then([chosen(2, 10)]);
  });
});
