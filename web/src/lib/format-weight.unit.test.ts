import { describe, expect, it } from 'vitest';
import { formatWeight, weightLabel } from './format-weight';

describe('formatWeight', () => {
  it('shows whole kg, and "—" (read as Peso corporal) for a bodyweight set', () => {
    expect(formatWeight(40)).toBe('40 kg');
    expect(formatWeight(0)).toBe('—');
    expect(weightLabel(0)).toBe('Peso corporal');
    expect(weightLabel(2)).toBe('2 kg');
  });
});
