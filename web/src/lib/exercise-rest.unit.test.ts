import { describe, expect, it } from 'vitest';
import { ownRest, restAfterEjercicio } from './exercise-rest';

describe('restAfterEjercicio', () => {
  it("takes the exercise's own rest, 0 included, else the block's (null, or absent in an older copy)", () => {
    expect(restAfterEjercicio({ descanso: 180 }, { descanso: 90 })).toBe(180);
    expect(restAfterEjercicio({ descanso: 0 }, { descanso: 90 })).toBe(0);
    expect(restAfterEjercicio({ descanso: null }, { descanso: 90 })).toBe(90);
    expect(restAfterEjercicio({}, { descanso: 60 })).toBe(60);
  });
  it('ownRest is null when the exercise follows its block', () => {
    expect([ownRest({ descanso: 180 }), ownRest({ descanso: 0 }), ownRest({ descanso: null }), ownRest({})]).toEqual([180, 0, null, null]);
  });
});
