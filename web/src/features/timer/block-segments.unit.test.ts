import { describe, expect, it } from 'vitest';
import { blockSegments, totalSeconds } from './block-segments';
import { catchUp } from './machines/block-progress';

const phases = (s: ReturnType<typeof blockSegments>) => s.map((x) => `${x.round}/${x.rounds} ${x.phase} ${x.seconds ?? 'libre'}`);

describe('block segments', () => {
  it('EMOM: a minute per round, every minute on the minute', () => {
    const s = blockSegments({ formato: { tipo: 'emom', minutos: 3 }, rest: 90, sets: 4 });
    expect(phases(s)).toEqual(['1/3 work 60', '2/3 work 60', '3/3 work 60']);
    expect(totalSeconds(s)).toBe(180);
  });

  it('AMRAP: one stretch of all its minutes', () => {
    expect(phases(blockSegments({ formato: { tipo: 'amrap', minutos: 12 }, rest: 0, sets: 1 }))).toEqual(['1/1 work 720']);
  });

  it('Tabata: work then rest each round, the last rest skipped', () => {
    const s = blockSegments({ formato: { tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 8 }, rest: 60, sets: 1 });
    expect(s).toHaveLength(15);
    expect(phases(s).slice(0, 3)).toEqual(['1/8 work 20', '1/8 rest 10', '2/8 work 20']);
    expect(phases(s).at(-1)).toBe('8/8 work 20');
    expect(totalSeconds(s)).toBe(8 * 20 + 7 * 10);
  });

  it('intervals without rest are work after work', () => {
    expect(phases(blockSegments({ formato: { tipo: 'intervalos', trabajo_segundos: 30, descanso_segundos: 0, vueltas: 2 }, rest: 0, sets: 1 }))).toEqual(['1/2 work 30', '2/2 work 30']);
  });

  it("circuit: rounds at her pace with the block's rest between them", () => {
    const s = blockSegments({ formato: { tipo: 'circuito', vueltas: 3 }, rest: 90, sets: 1 });
    expect(phases(s)).toEqual(['1/3 work libre', '1/3 rest 90', '2/3 work libre', '2/3 rest 90', '3/3 work libre']);
    expect(totalSeconds(s)).toBeNull();
  });

  it('superset: as many rounds as its sets, the rest after each round; a block without rest goes straight on', () => {
    expect(phases(blockSegments({ formato: { tipo: 'superserie' }, rest: 60, sets: 2 }))).toEqual(['1/2 work libre', '1/2 rest 60', '2/2 work libre']);
    expect(phases(blockSegments({ formato: { tipo: 'superserie' }, rest: 0, sets: 2 }))).toEqual(['1/2 work libre', '2/2 work libre']);
  });

  it('a normal block has no block timer', () => {
    expect(blockSegments({ formato: { tipo: 'normal' }, rest: 60, sets: 3 })).toEqual([]);
  });
});

describe('catching up with the clock', () => {
  const emom = blockSegments({ formato: { tipo: 'emom', minutos: 3 }, rest: 0, sets: 1 });
  const t0 = 1_700_000_000_000;

  it('passes every timed segment that ended meanwhile, each starting when the one before ended', () => {
    expect(catchUp(emom, { index: 0, startedAt: t0 }, t0 + 59_999)).toEqual({ index: 0, startedAt: t0 });
    expect(catchUp(emom, { index: 0, startedAt: t0 }, t0 + 60_000)).toEqual({ index: 1, startedAt: t0 + 60_000 });
    expect(catchUp(emom, { index: 0, startedAt: t0 }, t0 + 150_000)).toEqual({ index: 2, startedAt: t0 + 120_000 });
    expect(catchUp(emom, { index: 0, startedAt: t0 }, t0 + 500_000).index).toBe(3);
  });

  it('waits at a segment done at her pace', () => {
    const circuit = blockSegments({ formato: { tipo: 'circuito', vueltas: 2 }, rest: 30, sets: 1 });
    expect(catchUp(circuit, { index: 0, startedAt: t0 }, t0 + 3_600_000)).toEqual({ index: 0, startedAt: t0 });
    expect(catchUp(circuit, { index: 1, startedAt: t0 }, t0 + 40_000)).toEqual({ index: 2, startedAt: t0 + 30_000 });
  });
});
