import { assign, setup } from 'xstate';
import type { Segment } from '../block-segments';
import { screenWakeLock } from '../wake-lock';
import { catchUp } from './block-progress';
import { ticker } from './rest-timer.machine';

export type BlockTimerContext = {
  /** Injected clock (tests pass a fake one). */
  now: () => number;
  segments: readonly Segment[];
  /** The segment it is in; segments.length once the block is over. */
  index: number;
  /** Wall-clock instant the current segment began, while running. */
  startedAt: number;
  /** Milliseconds into the current segment: frozen while paused, refreshed on each tick while running. */
  elapsedMs: number;
  /** Where a saved timer resumes after a reload. */
  restoreTo: 'running' | 'paused';
};

export type BlockTimerEvent =
  | { type: 'timer.tick' }
  | { type: 'timer.pause' }
  | { type: 'timer.resume' }
  /** She finished a round at her pace (circuits, supersets): on to the rest. */
  | { type: 'timer.next' }
  | { type: 'timer.stop' };

/** What survives a reload: the segment it was in and when that began (or how far into it, when paused). */
export type SavedBlockTimer = { state: 'running' | 'paused'; index: number; startedAt: number; elapsedMs: number };

export type BlockTimerInput = { segments: readonly Segment[]; now?: () => number; saved?: SavedBlockTimer | null };

const advanced = ({ context }: { context: BlockTimerContext }) => catchUp(context.segments, context, context.now());
const current = (context: BlockTimerContext) => context.segments[context.index];

/**
 * A block's timer (EMOM, AMRAP, intervals, circuit, superset): running ⇄ paused through its segments from their start
 * instants, beeping at every change of segment; finished after the last; stopped when she ends it. The screen stays
 * on while it runs (screenWakeLock).
 */
export const blockTimerMachine = setup({
  types: { context: {} as BlockTimerContext, events: {} as BlockTimerEvent, input: {} as BlockTimerInput },
  actors: { ticker, screenWakeLock },
  guards: {
    over: ({ context }) => context.index >= context.segments.length,
    segmentEnded: (args) => advanced(args).index !== args.context.index,
    atHerPace: ({ context }) => current(context)?.seconds === null,
    wasPaused: ({ context }) => context.restoreTo === 'paused',
  },
  actions: {
    advance: assign((args) => {
      const { index, startedAt } = advanced(args);
      return { index, startedAt, elapsedMs: args.context.now() - startedAt };
    }),
    refresh: assign({ elapsedMs: ({ context }) => context.now() - context.startedAt }),
    nextSegment: assign(({ context }) => ({ index: context.index + 1, startedAt: context.now(), elapsedMs: 0 })),
    freeze: assign(({ context }) => ({ elapsedMs: context.now() - context.startedAt, startedAt: 0 })),
    thaw: assign({ startedAt: ({ context }) => context.now() - context.elapsedMs }),
    /** Beep and vibrate; the real one is provided by the app (alarm.ts). */
    alarm: () => {},
  },
}).createMachine({
  id: 'blockTimer',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const saved = input.saved;
    if (saved?.state === 'paused') return { now, segments: input.segments, index: saved.index, startedAt: 0, elapsedMs: saved.elapsedMs, restoreTo: 'paused' };
    return { now, segments: input.segments, index: saved?.index ?? 0, startedAt: saved?.startedAt ?? now(), elapsedMs: 0, restoreTo: 'running' };
  },
  initial: 'restoring',
  on: { 'timer.stop': '.stopped' },
  states: {
    restoring: {
      always: [{ guard: 'wasPaused', target: 'paused' }, { target: 'running', actions: 'advance' }],
    },
    running: {
      invoke: [{ src: 'ticker' }, { src: 'screenWakeLock' }],
      always: { guard: 'over', target: 'finished' },
      on: {
        'timer.tick': [{ guard: 'segmentEnded', actions: ['advance', 'alarm'] }, { actions: 'refresh' }],
        'timer.next': { guard: 'atHerPace', actions: ['nextSegment', 'alarm'] },
        'timer.pause': { target: 'paused', actions: 'freeze' },
      },
    },
    paused: {
      on: { 'timer.resume': { target: 'running', actions: 'thaw' } },
    },
    finished: { type: 'final' },
    stopped: { type: 'final' },
  },
});

/** What to save for a snapshot of the machine, or null once it is over. */
export function savedOf(value: unknown, context: BlockTimerContext): SavedBlockTimer | null {
  if (value === 'running') return { state: 'running', index: context.index, startedAt: context.startedAt, elapsedMs: 0 };
  if (value === 'paused') return { state: 'paused', index: context.index, startedAt: 0, elapsedMs: context.elapsedMs };
  return null;
}
