import { describe, expect, it } from 'vitest';
import { formatWeight, onWeightStep, parseKilos, parseStep, weightInput, weightLabel } from './format-weight';

describe('formatWeight', () => {
  it('shows kg in es-AR with no trailing ",0", and "—" (read as Peso corporal) for a bodyweight set', () => {
    expect(formatWeight(40)).toBe('40 kg');
    expect(formatWeight(22.5)).toBe('22,5 kg');
    expect(formatWeight(21.25)).toBe('21,25 kg');
    expect(formatWeight(0)).toBe('—');
    expect(weightLabel(0)).toBe('Peso corporal');
    expect(weightLabel(2.5)).toBe('2,5 kg');
  });

  it('prefills an input with a decimal comma and no thousands dot', () => {
    expect(weightInput(22.5)).toBe('22,5');
    expect(weightInput(1000)).toBe('1000');
    expect(weightInput(0)).toBe('');
  });
});

describe('parseKilos', () => {
  it('reads a decimal comma or point, empty as 0, anything else as null', () => {
    expect(parseKilos('22,5')).toBe(22.5);
    expect(parseKilos(' 22.5 ')).toBe(22.5);
    expect(parseKilos('1,25')).toBe(1.25);
    expect(parseKilos('')).toBe(0);
    expect(parseKilos('22,5 kg')).toBeNull();
    expect(parseKilos('-5')).toBeNull();
    expect(parseKilos('1.000,5')).toBeNull();
  });

  it('tells the 0,25 kg step the plates make', () => {
    expect([22.5, 21.25, 1.75, 40].every(onWeightStep)).toBe(true);
    expect([22.3, 0.1].some(onWeightStep)).toBe(false);
  });
});

describe('parseStep', () => {
  it('reads a signed step with a decimal comma or point, empty as 0, anything else as null', () => {
    expect(parseStep('1,25')).toBe(1.25);
    expect(parseStep(' 1.25 ')).toBe(1.25);
    expect(parseStep('+2,5')).toBe(2.5);
    expect(parseStep('-5')).toBe(-5);
    expect(parseStep('')).toBe(0);
    expect(parseStep('1,25 kg')).toBeNull();
    expect(parseStep('1,2,5')).toBeNull();
    expect(parseStep('dos')).toBeNull();
  });
});
