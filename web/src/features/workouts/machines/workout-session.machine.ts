import type { AnyEventObject } from 'xstate';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { isApiError } from '../../../lib/api-client';
import type { LogSetOutcome, PersonalRecord } from '../api/log-set';
import type { SessionSet, SetLog } from './session-sets';
import { readSet, updateSet } from './session-sets';

export type { SessionSet } from './session-sets';

type SessionContext = {
  sesionId: string;
  sets: SessionSet[];
  nota: string;
  /** Records the server reported, newest last, until the member closes the banner. */
  celebrations: PersonalRecord[];
  /** Why "Finalizar" failed, shown above the button. */
  failure: string | null;
};

export type SaveSetInput = { sesionId: string; set: SetLog };

type SessionEvent =
  | { type: 'set.edit'; serieId: number; field: 'cantidad' | 'peso'; value: string }
  | { type: 'set.done'; serieId: number }
  | { type: 'note.edit'; value: string }
  | { type: 'celebration.dismiss' }
  | { type: 'session.finish' }
  | { type: 'session.retry' };

type ActorAnswer = AnyEventObject & { actorId: string; output?: LogSetOutcome; error?: unknown };

const saveId = (set: SessionSet) => `save:${set.serieId}:${set.attempt}`;
const detail = (error: unknown) => (isApiError(error) ? error.detail : 'No se pudo guardar. Intenta de nuevo.');

/** The answer's set, when it is the latest save of that set (an edit and a second "hecho" make older answers moot). */
const answered = (context: SessionContext, event: AnyEventObject) =>
  context.sets.find((s) => s.status === 'saving' && saveId(s) === (event as ActorAnswer).actorId);

/**
 * A workout being logged: each set's reps or seconds and kg, marked done one by one; marking a set
 * done saves it (its own spawned call, so sets never wait on each other) and starts the block's rest; records the
 * server reports are celebrated; "Finalizar" waits for sets still saving, then closes the session with the note.
 * Saves go through `saveSet` (api/log-set.ts: idempotency key and client id, the offline queue's one door).
 */
export const workoutSessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { sesionId: string; sets: SessionSet[]; nota?: string },
  },
  actors: {
    saveSet: fromPromise<LogSetOutcome, SaveSetInput>(async () => {
      throw new Error('saveSet is provided by the screen');
    }),
    finishSession: fromPromise<void, { sesionId: string; nota: string }>(async () => {
      throw new Error('finishSession is provided by the screen');
    }),
  },
  actions: {
    /** The app's rest timer (features/timer), composed by the route. */
    startRest: (_, _params: { seconds: number }) => {},
    /** The screens refresh the session, history and records here. */
    sessionChanged: () => {},
  },
  guards: {
    isSaving: ({ context, event }) => event.type === 'set.done' && context.sets.find((s) => s.serieId === event.serieId)?.status === 'saving',
    inputInvalid: ({ context, event }) => {
      const set = event.type === 'set.done' ? context.sets.find((s) => s.serieId === event.serieId) : undefined;
      return !set || 'error' in readSet(set);
    },
    nothingSaving: ({ context }) => context.sets.every((s) => s.status !== 'saving'),
  },
}).createMachine({
  id: 'workoutSession',
  context: ({ input }) => ({ sesionId: input.sesionId, sets: input.sets, nota: input.nota ?? '', celebrations: [], failure: null }),
  initial: 'logging',
  on: {
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const set = answered(context as SessionContext, event);
        if (!set) return {};
        const outcome = (event as ActorAnswer).output!;
        return {
          sets: updateSet((context as SessionContext).sets, set.serieId, (s) => ({ ...s, status: outcome.status, error: null })),
          celebrations: outcome.status === 'saved' ? [...(context as SessionContext).celebrations, ...outcome.records] : (context as SessionContext).celebrations,
        };
      }),
    },
    'xstate.error.actor.*': {
      actions: assign(({ context, event }) => {
        const set = answered(context as SessionContext, event);
        if (!set) return {};
        return { sets: updateSet((context as SessionContext).sets, set.serieId, (s) => ({ ...s, status: 'failed', error: detail((event as ActorAnswer).error) })) };
      }),
    },
    'celebration.dismiss': { actions: assign({ celebrations: [] }) },
  },
  states: {
    logging: {
      on: {
        'set.edit': {
          actions: assign({
            // Editing a saved set reopens it: marking it done again logs it again (the server keeps the latest).
            sets: ({ context, event }) =>
              updateSet(context.sets, event.serieId, (s) => ({ ...s, [event.field]: event.value, status: s.status === 'saving' ? 'saving' : 'open', error: null })),
          }),
        },
        'set.done': [
          // A second "hecha" while the first save is in flight changes nothing.
          { guard: 'isSaving' },
          {
            guard: 'inputInvalid',
            actions: assign({
              sets: ({ context, event }) => updateSet(context.sets, event.serieId, (s) => ({ ...s, status: 'open', error: (readSet(s) as { error: string }).error })),
            }),
          },
          {
            actions: [
              assign(({ context, event, spawn }) => {
                const set = context.sets.find((s) => s.serieId === event.serieId)!;
                const next = { ...set, status: 'saving' as const, error: null, attempt: set.attempt + 1 };
                spawn('saveSet', { id: saveId(next), input: { sesionId: context.sesionId, set: readSet(set) as SetLog } });
                return { sets: updateSet(context.sets, set.serieId, () => next) };
              }),
              enqueueActions(({ context, event, enqueue }) => {
                const seconds = context.sets.find((s) => s.serieId === event.serieId)?.descanso ?? 0;
                if (seconds > 0) enqueue({ type: 'startRest', params: { seconds } });
              }),
            ],
          },
        ],
        'note.edit': { actions: assign({ nota: ({ event }) => event.value }) },
        'session.finish': 'waitingForSaves',
      },
    },
    waitingForSaves: {
      always: { guard: 'nothingSaving', target: 'finishing' },
    },
    finishing: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'finishSession',
        input: ({ context }) => ({ sesionId: context.sesionId, nota: context.nota.trim() }),
        onDone: { target: 'finished', actions: 'sessionChanged' },
        onError: { target: 'finishFailed', actions: assign({ failure: ({ event }) => detail(event.error) }) },
      },
    },
    finishFailed: {
      on: {
        'session.retry': 'waitingForSaves',
        'note.edit': { actions: assign({ nota: ({ event }) => event.value }) },
      },
    },
    finished: { type: 'final' },
  },
});
