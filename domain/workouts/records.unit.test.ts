import { describe, expect, it } from 'vitest';
import { bestsOf, estimatedOneRepMax, recordsBeaten, sessionRecordsBeaten, volumeOf, type DoneSet } from './records';

let n = 0;
const set = (weight: number, reps: number, extra: Partial<DoneSet> = {}): DoneSet => {
  n += 1;
  return { weight, reps, done: true, date: '2026-11-16', sessionId: 's1', at: `2026-11-16T10:00:${String(n).padStart(2, '0')}Z`, ...extra };
};

describe('estimated one-rep max (Epley)', () => {
  it('is weight × (1 + reps / 30), one decimal; a single is its weight', () => {
    expect(estimatedOneRepMax(100, 10)).toBe(133.3);
    expect(estimatedOneRepMax(60, 5)).toBe(70);
    expect(estimatedOneRepMax(102.5, 1)).toBe(102.5);
  });

  it('has none without load or without repetitions', () => {
    expect(estimatedOneRepMax(0, 12)).toBeNull();
    expect(estimatedOneRepMax(80, 0)).toBeNull();
  });
});

describe('personal records', () => {
  it('the first time an exercise is logged beats nothing: it sets the mark', () => {
    expect(recordsBeaten([], set(60, 8))).toEqual([]);
  });

  it('a heavier set beats the best weight, and the best e1RM only when it estimates higher', () => {
    const before = [set(60, 8), set(62.5, 5)]; // e1RM 76 and 72.9
    expect(recordsBeaten(before, set(65, 5))).toEqual([{ kind: 'peso_maximo', value: 65, previous: 62.5, weight: 65, reps: 5 }]);
    expect(recordsBeaten(before, set(65, 8))).toEqual([
      { kind: 'peso_maximo', value: 65, previous: 62.5, weight: 65, reps: 8 },
      { kind: 'e1rm', value: 82.3, previous: 76, weight: 65, reps: 8 },
    ]);
  });

  it('more reps at a weight already lifted beats that weight\'s reps record (and the e1RM)', () => {
    expect(recordsBeaten([set(60, 8)], set(60, 10))).toEqual([
      { kind: 'e1rm', value: 80, previous: 76, weight: 60, reps: 10 },
      { kind: 'repeticiones', value: 10, previous: 8, weight: 60, reps: 10 },
    ]);
  });

  it('reps at a new weight set that weight\'s mark without a record', () => {
    expect(recordsBeaten([set(60, 8)], set(50, 8))).toEqual([]);
  });

  it('bodyweight sets hold reps records only', () => {
    expect(recordsBeaten([set(0, 10)], set(0, 12))).toEqual([{ kind: 'repeticiones', value: 12, previous: 10, weight: 0, reps: 12 }]);
  });

  it('sets not marked done neither count nor beat', () => {
    expect(recordsBeaten([set(100, 5, { done: false })], set(60, 5))).toEqual([]);
    expect(recordsBeaten([set(60, 5)], set(100, 5, { done: false }))).toEqual([]);
  });

  it('equal marks are no record', () => {
    expect(recordsBeaten([set(60, 8)], set(60, 8))).toEqual([]);
  });

  it('bests: heaviest, best e1RM and most reps per weight, the earliest holder kept on a tie', () => {
    const first = set(60, 8, { sessionId: 'a' });
    const later = set(60, 8, { sessionId: 'b' });
    const heavy = set(80, 2, { sessionId: 'c' });
    const bests = bestsOf([later, heavy, first, set(40, 15)]);
    expect(bests.heaviest?.value).toBe(80);
    expect(bests.heaviest?.set.sessionId).toBe('c');
    expect(bests.e1rm?.value).toBe(85.3);
    expect(bests.repsByWeight.map((m) => [m.set.weight, m.value, m.set.sessionId])).toEqual([[40, 15, 's1'], [60, 8, 'a'], [80, 2, 'c']]);
  });

  it('volume is reps × kg of a done set', () => {
    expect(volumeOf(set(62.5, 8))).toBe(500);
    expect(volumeOf(set(62.5, 8, { done: false }))).toBe(0);
  });
});

describe('records of a session', () => {
  const done = (weight: number, reps: number) => ({ weight, reps, done: true });

  it('a first session of an exercise beats nothing, however each set climbs', () => {
    expect(sessionRecordsBeaten([], [done(20, 8), done(22.5, 8)], done(25, 8))).toEqual([]);
  });

  it('a set beats the bests the member walked in with, and says those as "antes"', () => {
    expect(sessionRecordsBeaten([set(22.5, 8)], [], done(27.5, 8)).map((r) => [r.kind, r.previous])).toEqual([['peso_maximo', 22.5], ['e1rm', 28.5]]);
  });

  it('a heavier second set is the session\'s new best, still against the history before the session', () => {
    expect(sessionRecordsBeaten([set(22.5, 8)], [done(27.5, 8)], done(32.5, 8)).map((r) => [r.kind, r.value, r.previous])).toEqual([
      ['peso_maximo', 32.5, 22.5],
      ['e1rm', 41.2, 28.5],
    ]);
  });

  it('a set below the session\'s best is no record, even when it beats the history', () => {
    expect(sessionRecordsBeaten([set(22.5, 8)], [done(32.5, 8)], done(27.5, 8))).toEqual([]);
    expect(sessionRecordsBeaten([set(60, 8)], [done(60, 10)], done(60, 9))).toEqual([]);
  });

  it('a set the session does not beat in one kind keeps the kinds it does beat', () => {
    // 40 × 12 (e1RM 56) earlier today; 45 × 3 is the heaviest yet but estimates less.
    expect(sessionRecordsBeaten([set(40, 8)], [done(40, 12)], done(45, 3)).map((r) => r.kind)).toEqual(['peso_maximo']);
  });
});
