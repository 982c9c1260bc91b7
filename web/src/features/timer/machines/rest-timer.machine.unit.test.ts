import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { restTimerMachine } from './rest-timer.machine';

let clock = 0;

function start() {
  const alarm = vi.fn();
  const prepareAlarm = vi.fn();
  const machine = restTimerMachine.provide({ actions: { alarm, prepareAlarm } });
  const actor = createActor(machine, { input: { now: () => clock } }).start();
  /** Time passes and timers fire (the page is awake). */
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  const seconds = () => Math.ceil(actor.getSnapshot().context.remainingMs / 1000);
  return { actor, alarm, prepareAlarm, advance, seconds };
}

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_700_000_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rest timer machine', () => {
  it('starts running with the block rest and counts down from timestamps', () => {
    const { actor, advance, seconds, prepareAlarm } = start();
    actor.send({ type: 'timer.start', seconds: 90 });
    expect(actor.getSnapshot().value).toBe('running');
    expect(seconds()).toBe(90);
    expect(prepareAlarm).toHaveBeenCalledTimes(1);

    advance(10_000);
    expect(seconds()).toBe(80);
    advance(500);
    expect(seconds()).toBe(80);
    advance(500);
    expect(seconds()).toBe(79);
  });

  it('ignores a start without a positive rest', () => {
    const { actor } = start();
    actor.send({ type: 'timer.start', seconds: 0 });
    actor.send({ type: 'timer.start', seconds: Number.NaN });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('pause freezes the remaining time however long it lasts; resume continues from there', () => {
    const { actor, advance, seconds } = start();
    actor.send({ type: 'timer.start', seconds: 60 });
    advance(15_000);
    actor.send({ type: 'timer.pause' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(seconds()).toBe(45);

    advance(120_000);
    expect(seconds()).toBe(45);
    actor.send({ type: 'timer.resume' });
    expect(actor.getSnapshot().value).toBe('running');
    advance(5_000);
    expect(seconds()).toBe(40);
  });

  it('reset goes back to idle with 0 from running or paused, without the alarm', () => {
    const { actor, advance, alarm } = start();
    actor.send({ type: 'timer.start', seconds: 30 });
    advance(3_000);
    actor.send({ type: 'timer.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remainingMs).toBe(0);

    actor.send({ type: 'timer.start', seconds: 30 });
    actor.send({ type: 'timer.pause' });
    actor.send({ type: 'timer.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    advance(60_000);
    expect(alarm).not.toHaveBeenCalled();
  });

  it('stops at 0 and rings the alarm exactly once', () => {
    const { actor, advance, alarm, seconds } = start();
    actor.send({ type: 'timer.start', seconds: 5 });
    advance(4_750);
    expect(alarm).not.toHaveBeenCalled();
    expect(seconds()).toBe(1);
    advance(250);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(seconds()).toBe(0);
    advance(10_000);
    expect(alarm).toHaveBeenCalledTimes(1);
  });

  it('keeps correct time across a 30 s background gap with no ticks: waking up shows the real remaining time', () => {
    const { actor, advance, seconds } = start();
    actor.send({ type: 'timer.start', seconds: 60 });
    advance(5_000);
    clock += 30_000; // the phone sleeps: the wall clock moves, no interval fires
    expect(seconds()).toBe(55);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(seconds()).toBe(25);
    advance(1_000);
    expect(seconds()).toBe(24);
  });

  it('a rest that ended while in the background finishes (and rings) on the first tick after waking', () => {
    const { actor, alarm } = start();
    actor.send({ type: 'timer.start', seconds: 20 });
    clock += 30_000;
    expect(actor.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(250);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(alarm).toHaveBeenCalledTimes(1);
  });

  it('resuming after a 30 s gap while paused continues from the paused time', () => {
    const { actor, advance, seconds } = start();
    actor.send({ type: 'timer.start', seconds: 40 });
    advance(10_000);
    actor.send({ type: 'timer.pause' });
    clock += 30_000;
    actor.send({ type: 'timer.resume' });
    expect(seconds()).toBe(30);
    advance(2_000);
    expect(seconds()).toBe(28);
  });

  it('a new start while running restarts with the new rest', () => {
    const { actor, advance, seconds } = start();
    actor.send({ type: 'timer.start', seconds: 60 });
    advance(20_000);
    actor.send({ type: 'timer.start', seconds: 90 });
    expect(actor.getSnapshot().value).toBe('running');
    expect(seconds()).toBe(90);
  });
});

describe('rest timer machine after a reload', () => {
  it('resumes a running rest from its saved end, however long the page was gone', () => {
    const alarm = vi.fn();
    const actor = createActor(restTimerMachine.provide({ actions: { alarm } }), {
      input: { now: () => clock, saved: { state: 'running', endsAt: clock + 40_000, remainingMs: 60_000, totalSeconds: 60 } },
    }).start();
    expect(actor.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(250);
    expect(Math.ceil(actor.getSnapshot().context.remainingMs / 1000)).toBe(40);
    expect(alarm).not.toHaveBeenCalled();
  });

  it('a saved rest that ended while the page was gone rings and goes idle at once', () => {
    const alarm = vi.fn();
    const actor = createActor(restTimerMachine.provide({ actions: { alarm } }), {
      input: { now: () => clock, saved: { state: 'running', endsAt: clock - 5_000, remainingMs: 10_000, totalSeconds: 30 } },
    }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(alarm).toHaveBeenCalledTimes(1);
  });

  it('a paused rest stays paused with its remaining time; nothing saved means idle', () => {
    const paused = createActor(restTimerMachine, { input: { now: () => clock, saved: { state: 'paused', endsAt: null, remainingMs: 25_000, totalSeconds: 60 } } }).start();
    expect(paused.getSnapshot().value).toBe('paused');
    expect(paused.getSnapshot().context.remainingMs).toBe(25_000);
    const fresh = createActor(restTimerMachine, { input: { now: () => clock, saved: null } }).start();
    expect(fresh.getSnapshot().value).toBe('idle');
  });
});
