import { describe, expect, it } from 'vitest';
import { formatKg, formatSeconds, parseCount, parseTarget, parseWeight, summarizeSets, weightInput } from './set-entry';

describe('set entry helpers', () => {
  it('reads a plan target as reps or a time', () => {
    expect(parseTarget('10')).toEqual({ kind: 'reps', reps: 10 });
    expect(parseTarget('8-10')).toEqual({ kind: 'reps', reps: 8 });
    expect(parseTarget('30s')).toEqual({ kind: 'time', seconds: 30 });
    expect(parseTarget('45 seg')).toEqual({ kind: 'time', seconds: 45 });
    expect(parseTarget('1:30')).toEqual({ kind: 'time', seconds: 90 });
    expect(parseTarget('al fallo')).toEqual({ kind: 'reps', reps: null });
  });

  it('takes a weight with a comma or a dot, empty as bodyweight, and refuses anything else', () => {
    expect(parseWeight('42,5')).toBe(42.5);
    expect(parseWeight('42.25')).toBe(42.25);
    expect(parseWeight(' 40 ')).toBe(40);
    expect(parseWeight('')).toBe(0);
    expect(parseWeight('-5')).toBeNull();
    expect(parseWeight('4000')).toBeNull();
    expect(parseWeight('diez')).toBeNull();
  });

  it('takes whole counts only', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('')).toBeNull();
  });

  it('shows weights in es-AR with "—" for bodyweight', () => {
    expect(formatKg(42.5)).toBe('42,5 kg');
    expect(formatKg(40)).toBe('40 kg');
    expect(formatKg(0)).toBe('—');
    expect(weightInput(42.5)).toBe('42,5');
    expect(weightInput(1000)).toBe('1000');
    expect(weightInput(0)).toBe('');
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(90)).toBe('1:30 min');
  });

  it('summarizes the last time as the member reads it', () => {
    const same = [1, 2, 3].map(() => ({ repeticiones: 10, peso: 40 }));
    expect(summarizeSets(same)).toBe('3×10 @ 40 kg');
    expect(summarizeSets([{ repeticiones: 10, peso: 40 }, { repeticiones: 8, peso: 42.5 }])).toBe('10, 8 @ 40–42,5 kg');
    expect(summarizeSets([{ repeticiones: 15, peso: 0 }, { repeticiones: 15, peso: 0 }])).toBe('2×15');
    expect(summarizeSets([{ repeticiones: null, segundos: 30, peso: 0 }, { repeticiones: null, segundos: 30, peso: 0 }])).toBe('2×30 s');
    expect(summarizeSets([])).toBe('');
  });
});
