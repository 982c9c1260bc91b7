import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { blockSegments, type Segment } from '../block-segments';
import { blockTimerMachine, savedOf, type SavedBlockTimer } from './block-timer.machine';

let clock = 0;
const T0 = 1_700_000_000_000;

function run(segments: Segment[], saved?: SavedBlockTimer) {
  const alarm = vi.fn();
  const machine = blockTimerMachine.provide({ actions: { alarm } });
  const actor = createActor(machine, { input: { segments, now: () => clock, saved } }).start();
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  const at = () => {
    const { value, context } = actor.getSnapshot();
    const segment = context.segments[context.index];
    return { value, round: segment?.round, phase: segment?.phase, elapsed: Math.floor(context.elapsedMs / 1000) };
  };
  return { actor, alarm, advance, at };
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = T0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('block timer machine', () => {
  it('EMOM: a new round each minute with a beep, and finished after the last', () => {
    const { alarm, advance, at } = run(blockSegments({ formato: { tipo: 'emom', minutos: 3 }, rest: 0, sets: 1 }));
    expect(at()).toMatchObject({ value: 'running', round: 1, phase: 'work' });
    advance(59_000);
    expect(at()).toMatchObject({ round: 1, elapsed: 59 });
    advance(1_000);
    expect(at()).toMatchObject({ round: 2, elapsed: 0 });
    expect(alarm).toHaveBeenCalledTimes(1);
    for (let s = 0; s < 120; s += 1) advance(1_000);
    expect(at().value).toBe('finished');
    expect(alarm).toHaveBeenCalledTimes(3);
  });

  it('Tabata: work and rest alternate on the clock', () => {
    const { advance, at, alarm } = run(blockSegments({ formato: { tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 8 }, rest: 0, sets: 1 }));
    const seen: string[] = [];
    for (let s = 0; s < 230; s += 5) {
      const { round, phase } = at();
      const step = `${round} ${phase}`;
      if (seen.at(-1) !== step) seen.push(step);
      advance(5_000);
    }
    expect(seen.slice(0, 4)).toEqual(['1 work', '1 rest', '2 work', '2 rest']);
    expect(seen).toHaveLength(15);
    expect(at().value).toBe('finished');
    expect(alarm).toHaveBeenCalledTimes(15);
  });

  it('AMRAP: one countdown of its minutes, then finished', () => {
    const { advance, at, alarm } = run(blockSegments({ formato: { tipo: 'amrap', minutos: 12 }, rest: 0, sets: 1 }));
    advance(11 * 60_000);
    expect(at()).toMatchObject({ value: 'running', round: 1, elapsed: 660 });
    advance(60_000);
    expect(at().value).toBe('finished');
    expect(alarm).toHaveBeenCalledTimes(1);
  });

  it('circuit: a round waits for her "listo", then the rest counts down to the next round', () => {
    const { actor, advance, at } = run(blockSegments({ formato: { tipo: 'circuito', vueltas: 2 }, rest: 30, sets: 1 }));
    advance(300_000);
    expect(at()).toMatchObject({ round: 1, phase: 'work', elapsed: 300 });
    actor.send({ type: 'timer.next' });
    expect(at()).toMatchObject({ round: 1, phase: 'rest', elapsed: 0 });
    actor.send({ type: 'timer.next' }); // a timed rest is not skipped
    expect(at()).toMatchObject({ round: 1, phase: 'rest' });
    advance(30_000);
    expect(at()).toMatchObject({ round: 2, phase: 'work' });
    actor.send({ type: 'timer.next' });
    expect(at().value).toBe('finished');
  });

  it('pause freezes the segment however long it lasts; resume goes on from there', () => {
    const { actor, advance, at } = run(blockSegments({ formato: { tipo: 'emom', minutos: 2 }, rest: 0, sets: 1 }));
    advance(40_000);
    actor.send({ type: 'timer.pause' });
    advance(600_000);
    expect(at()).toMatchObject({ value: 'paused', round: 1, elapsed: 40 });
    actor.send({ type: 'timer.resume' });
    advance(20_000);
    expect(at()).toMatchObject({ value: 'running', round: 2, elapsed: 0 });
  });

  it('a phone waking after two minutes beeps once and lands in the right round', () => {
    const { advance, at, alarm } = run(blockSegments({ formato: { tipo: 'emom', minutos: 5 }, rest: 0, sets: 1 }));
    advance(150_000);
    expect(at()).toMatchObject({ round: 3, elapsed: 30 });
    expect(alarm).toHaveBeenCalledTimes(1);
  });

  it('survives a reload: a saved running timer lands where the clock says, a paused one where it stopped', () => {
    const emom = blockSegments({ formato: { tipo: 'emom', minutos: 10 }, rest: 0, sets: 1 });
    const first = run(emom);
    first.advance(30_000);
    const saved = savedOf(first.actor.getSnapshot().value, first.actor.getSnapshot().context)!;
    first.actor.stop();
    clock += 125_000; // the phone slept
    expect(run(emom, saved).at()).toMatchObject({ value: 'running', round: 3, elapsed: 35 });
    expect(run(emom, { state: 'paused', index: 4, startedAt: 0, elapsedMs: 12_000 }).at()).toMatchObject({ value: 'paused', round: 5, elapsed: 12 });
    expect(run(emom, { ...saved, startedAt: T0 - 3_600_000 }).at().value).toBe('finished');
  });

  it('Terminar stops it wherever it stands', () => {
    const { actor, at } = run(blockSegments({ formato: { tipo: 'amrap', minutos: 5 }, rest: 0, sets: 1 }));
    actor.send({ type: 'timer.stop' });
    expect(at().value).toBe('stopped');
    expect(savedOf(actor.getSnapshot().value, actor.getSnapshot().context)).toBeNull();
  });
});
