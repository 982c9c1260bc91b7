import { describe, expect, it } from 'vitest';
import { boardTarget } from './board-target';

const set = { setId: 7, number: 2, reps: '8', weight: 40 };

describe('a member\'s own target on the pizarra', () => {
  it('a % set takes her training max, rounded to the studio\'s plates, and keeps the plan\'s reps and effort', () => {
    expect(boardTarget({ ...set, percent: 75, rir: 2 }, { trainingMax: 102.5, plateIncrement: 2.5, lastTime: [] }))
      .toEqual({ setId: 7, kg: 77.5, reps: '8', source: 'maximo', rir: 2 });
    expect(boardTarget({ ...set, percent: 75 }, { trainingMax: 101, plateIncrement: 1.25, lastTime: [] }).kg).toBe(76.25);
  });

  it('without a max, what she lifted in that set last time; else the plan\'s kg; else none', () => {
    const lastTime = [{ number: 1, reps: 8, weight: 50 }, { number: 2, reps: 6, weight: 52.5 }];
    expect(boardTarget({ ...set, percent: 75 }, { plateIncrement: 2.5, lastTime })).toMatchObject({ kg: 52.5, source: 'ultima_vez' });
    expect(boardTarget(set, { plateIncrement: 2.5, lastTime: [{ number: 1, reps: 8, weight: 50 }] })).toMatchObject({ kg: 40, source: 'plan' });
    expect(boardTarget({ ...set, weight: 0 }, { plateIncrement: 2.5, lastTime: [{ number: 2, reps: 15, weight: 0 }] })).toEqual({ setId: 7, kg: null, reps: '8', source: null });
  });
});
