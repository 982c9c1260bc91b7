import { describe, expect, it } from 'vitest';
import { trainToday, type PlanDay } from './train-today';

const TODAY = '2026-11-16';
const days: PlanDay[] = [
  { dayId: 1, trainable: true },
  { dayId: 2, trainable: false },
  { dayId: 3, trainable: true },
  { dayId: 4, trainable: true },
];
const last = (dayId: number, over: { open?: boolean; date?: string } = {}) => ({ sessionId: 's', dayId, open: false, date: '2026-11-13', ...over });

describe('the day to train today', () => {
  it('is the first day of a plan never trained', () => {
    expect(trainToday(days, undefined, TODAY)).toEqual({ dayId: 1, continueSessionId: null });
  });

  it('is the day after the last session\'s, passing over days without sets, round to the first', () => {
    expect(trainToday(days, last(1), TODAY)).toEqual({ dayId: 3, continueSessionId: null });
    expect(trainToday(days, last(3), TODAY)).toEqual({ dayId: 4, continueSessionId: null });
    expect(trainToday(days, last(4), TODAY)).toEqual({ dayId: 1, continueSessionId: null });
  });

  it('continues a session still open today, and moves on from one left open on another day', () => {
    expect(trainToday(days, last(3, { open: true, date: TODAY }), TODAY)).toEqual({ dayId: 3, continueSessionId: 's' });
    expect(trainToday(days, last(3, { open: true }), TODAY)).toEqual({ dayId: 4, continueSessionId: null });
  });

  it('starts over when the last day is no longer in the plan, and has none when no day has sets', () => {
    expect(trainToday(days, last(99), TODAY)).toEqual({ dayId: 1, continueSessionId: null });
    expect(trainToday([{ dayId: 1, trainable: false }], undefined, TODAY)).toBeUndefined();
  });
});
