import { describe, expect, it } from 'vitest';
import { formatReps, formatRepsWithUnit, isTimedSet } from './format-reps';

describe('formatReps', () => {
  it('shows a timed set as seconds, never as "30s reps"', () => {
    expect(formatRepsWithUnit('30s')).toBe('30 s');
    expect(formatRepsWithUnit('45 s')).toBe('45 s');
    expect(formatRepsWithUnit('1:30')).toBe('1:30 min');
    expect(formatReps('30s')).toBe('30 s');
    expect(isTimedSet('30S')).toBe(true);
  });

  it('keeps counts as typed, with "reps" only where asked', () => {
    expect(formatRepsWithUnit('10')).toBe('10 reps');
    expect(formatRepsWithUnit('8-10')).toBe('8-10 reps');
    expect(formatReps('8-10')).toBe('8-10');
    expect(isTimedSet('10')).toBe(false);
  });
});
