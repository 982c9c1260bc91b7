import { describe, expect, it } from 'vitest';
import { restAfterExercise } from './exercise-rest';

describe('restAfterExercise', () => {
  it("is the exercise's own rest when it has one, 0 included", () => {
    expect(restAfterExercise({ rest: 180 }, { rest: 90 })).toBe(180);
    expect(restAfterExercise({ rest: 0 }, { rest: 90 })).toBe(0);
  });
  it("is the block's rest when the exercise has none (null, or absent in older events)", () => {
    expect(restAfterExercise({ rest: null }, { rest: 90 })).toBe(90);
    expect(restAfterExercise({}, { rest: 60 })).toBe(60);
  });
});
