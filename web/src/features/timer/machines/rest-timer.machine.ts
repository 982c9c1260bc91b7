import { assign, fromCallback, setup } from 'xstate';

/** How often the display refreshes; time itself always comes from `endsAt − now`, never from counting ticks. */
export const TICK_MS = 250;

export type RestTimerContext = {
  /** Injected clock (tests pass a fake one). */
  now: () => number;
  /** Wall-clock instant the rest ends while running; null otherwise. */
  endsAt: number | null;
  /** Milliseconds left: frozen while paused, refreshed on each tick while running. */
  remainingMs: number;
  /** The rest length last started, in seconds. */
  totalSeconds: number;
};

export type RestTimerEvent =
  | { type: 'timer.start'; seconds: number }
  | { type: 'timer.pause' }
  | { type: 'timer.resume' }
  | { type: 'timer.reset' }
  | { type: 'timer.tick' };

/**
 * Sends `timer.tick` every TICK_MS and whenever the page becomes visible again: a sleeping phone or a
 * background tab throttles or freezes intervals, so waking up must refresh at once.
 */
export const ticker = fromCallback<RestTimerEvent>(({ sendBack }) => {
  const tick = () => sendBack({ type: 'timer.tick' });
  const interval = setInterval(tick, TICK_MS);
  const onVisible = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') tick();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  if (typeof window !== 'undefined') window.addEventListener('focus', onVisible);
  return () => {
    clearInterval(interval);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    if (typeof window !== 'undefined') window.removeEventListener('focus', onVisible);
  };
});

/** What survives a reload (a phone may discard a background tab): enough to pick up where it was. */
export type SavedRest = { state: 'running' | 'paused'; endsAt: number | null; remainingMs: number; totalSeconds: number };

const left = (context: RestTimerContext) => Math.max(0, (context.endsAt ?? 0) - context.now());
const validSeconds = (seconds: number) => Number.isFinite(seconds) && seconds > 0;

/** docs/product.md §4 Timer (rest countdown per block): idle → running ⇄ paused; reset or reaching 0 goes back to idle. */
export const restTimerMachine = setup({
  types: {
    context: {} as RestTimerContext,
    events: {} as RestTimerEvent,
    input: {} as { now?: () => number; saved?: SavedRest | null } | undefined,
  },
  actors: { ticker },
  guards: {
    validStart: ({ event }) => event.type === 'timer.start' && validSeconds(event.seconds),
    timeIsUp: ({ context }) => left(context) <= 0,
    wasRunning: (_, saved: SavedRest | null | undefined) => saved?.state === 'running',
    wasPaused: (_, saved: SavedRest | null | undefined) => saved?.state === 'paused',
  },
  actions: {
    begin: assign(({ context, event }) => {
      const seconds = event.type === 'timer.start' ? Math.round(event.seconds) : 0;
      return { totalSeconds: seconds, remainingMs: seconds * 1000, endsAt: context.now() + seconds * 1000 };
    }),
    refresh: assign({ remainingMs: ({ context }) => left(context) }),
    freeze: assign(({ context }) => ({ remainingMs: left(context), endsAt: null })),
    thaw: assign({ endsAt: ({ context }) => context.now() + context.remainingMs }),
    clear: assign({ endsAt: null, remainingMs: 0 }),
    /** Unlocks audio inside the user's tap (iOS only lets a gesture start an AudioContext). */
    prepareAlarm: () => {},
    /** Beep and vibrate; the real one is provided by the app (see alarm.ts). */
    alarm: () => {},
  },
}).createMachine({
  id: 'restTimer',
  context: ({ input }) => ({
    now: input?.now ?? Date.now,
    endsAt: input?.saved?.endsAt ?? null,
    remainingMs: input?.saved?.remainingMs ?? 0,
    totalSeconds: input?.saved?.totalSeconds ?? 0,
  }),
  initial: 'restoring',
  on: {
    'timer.start': { guard: 'validStart', target: '.running', reenter: true, actions: ['prepareAlarm', 'begin'] },
    'timer.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    /** A rest saved before a reload resumes (or rings at once if it ended meanwhile); otherwise idle. */
    restoring: {
      always: [
        { guard: { type: 'wasRunning', params: ({ context }) => savedOf(context) }, target: 'running' },
        { guard: { type: 'wasPaused', params: ({ context }) => savedOf(context) }, target: 'paused' },
        { target: 'idle', actions: 'clear' },
      ],
    },
    idle: {},
    running: {
      entry: 'refresh',
      invoke: { src: 'ticker' },
      always: { guard: 'timeIsUp', target: 'idle', actions: ['clear', 'alarm'] },
      on: {
        'timer.tick': { actions: 'refresh' },
        'timer.pause': { target: 'paused', actions: 'freeze' },
      },
    },
    paused: {
      on: { 'timer.resume': { target: 'running', actions: 'thaw' } },
    },
  },
});

/** The restoring state reads its saved shape back from context (input was copied there). */
function savedOf(context: RestTimerContext): SavedRest | null {
  if (context.endsAt !== null) return { state: 'running', endsAt: context.endsAt, remainingMs: context.remainingMs, totalSeconds: context.totalSeconds };
  if (context.remainingMs > 0) return { state: 'paused', endsAt: null, remainingMs: context.remainingMs, totalSeconds: context.totalSeconds };
  return null;
}
