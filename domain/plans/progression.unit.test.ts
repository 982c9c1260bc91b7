import { describe, expect, it } from 'vitest';
import type { WeekNode } from './plan-tree';
import { progressWeek, progressWeeks, progressWeight, repeatedStep, steppedWeight } from './progression';

const week: WeekNode = {
  id: 1,
  name: 'Semana 1',
  days: [{ id: 2, name: 'Día 1', blocks: [{ id: 3, name: 'A', rest: 60, exercises: [
    { id: 4, name: 'Sentadilla', video: null, notes: '', sets: [{ id: 5, number: 1, reps: '10', weight: 40 }, { id: 6, number: 2, reps: '8', weight: 50 }] },
    { id: 7, name: 'Plancha', video: null, notes: '', sets: [{ id: 8, number: 1, reps: '30 s', weight: 0 }] },
  ] }] }],
};
const weights = (w: WeekNode) => w.days[0]!.blocks[0]!.exercises.map((e) => e.sets.map((s) => s.weight));

describe('progression helper', () => {
  it('adds whole kg to every loaded set and leaves bodyweight sets at 0', () => {
    expect(weights(progressWeek(week, { kind: 'kg', amount: 2 }))).toEqual([[42, 52], [0]]);
  });

  it('adds a percentage rounded to 0,25 kg', () => {
    expect(weights(progressWeek(week, { kind: 'percent', amount: 5 }))).toEqual([[42, 52.5], [0]]);
    expect(progressWeight(20, { kind: 'percent', amount: 2.5 })).toBe(20.5);
    expect(progressWeight(21, { kind: 'percent', amount: 3 })).toBe(21.75);
  });

  it('compounds across duplicated weeks', () => {
    expect(weights(progressWeeks(week, { kind: 'kg', amount: 2 }, 3))).toEqual([[46, 56], [0]]);
    expect(weights(progressWeeks(week, { kind: 'percent', amount: 10 }, 2))).toEqual([[48.5, 60.5], [0]]);
  });

  it('never turns a loaded set into bodyweight nor goes past 1000 kg (a deload stays loaded)', () => {
    expect(progressWeight(3, { kind: 'kg', amount: -5 })).toBe(1);
    expect(progressWeight(998, { kind: 'kg', amount: 5 })).toBe(1000);
  });

  it('keeps ids, names, reps and order: only weights move', () => {
    const next = progressWeek(week, { kind: 'kg', amount: 1 });
    expect(next.days[0]!.blocks[0]!.exercises[0]!.sets.map((s) => [s.id, s.number, s.reps])).toEqual([[5, 1, '10'], [6, 2, '8']]);
    expect(next.days[0]!.blocks[0]!.exercises[1]!.sets[0]).toBe(week.days[0]!.blocks[0]!.exercises[1]!.sets[0]);
  });
});

describe('progression over a range of weeks', () => {
  it('adds kg up exactly (+2,5 kg per week: +2,5, +5, +7,5; +1,25 kg micro plates too)', () => {
    expect([1, 2, 3].map((k) => progressWeight(100, repeatedStep({ kind: 'kg', amount: 2.5 }, k)))).toEqual([102.5, 105, 107.5]);
    expect([1, 2, 3].map((k) => progressWeight(22.5, repeatedStep({ kind: 'kg', amount: 1.25 }, k)))).toEqual([23.75, 25, 26.25]);
  });

  it('compounds percentages and rounds once', () => {
    expect(progressWeight(100, repeatedStep({ kind: 'percent', amount: 5 }, 2))).toBe(110.25);
    expect(steppedWeight(60, repeatedStep({ kind: 'percent', amount: 10 }, 3))).toBe(79.75);
  });

  it('reports the unclamped weight, so a caller can refuse a deload below 1 kg', () => {
    expect(steppedWeight(3, { kind: 'kg', amount: -5 })).toBe(-2);
    expect(steppedWeight(0, { kind: 'kg', amount: 5 })).toBe(0);
  });
});
