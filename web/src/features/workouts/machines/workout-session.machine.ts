import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LogSetOutcome } from '../api/log-set';
import { detail, missingSets, saveAnswered, saveFailed, saveId, type SaveSetInput, type SessionContext } from './session-answers';
import type { SessionSet, SetLog } from './session-sets';
import { editField, readSet, updateSet } from './session-sets';

export type { SessionSet } from './session-sets';
export { missingSets, type SaveSetInput } from './session-answers';

type SessionEvent =
  | { type: 'set.edit'; serieId: number; field: 'cantidad' | 'peso' | 'esfuerzo'; value: string }
  | { type: 'set.done'; serieId: number }
  | { type: 'note.edit'; value: string }
  | { type: 'celebration.dismiss' }
  | { type: 'session.finish' }
  | { type: 'finish.confirm' }
  | { type: 'finish.cancel' }
  | { type: 'session.retry' };

/**
 * A workout being logged: each set's reps or seconds and kg, marked done one by one; marking a set
 * done saves it (its own spawned call, so sets never wait on each other) and starts the block's rest; records the
 * server reports are celebrated; "Finalizar" asks first when sets are left, waits for sets still saving, then closes
 * the session with the note and stops the rest timer.
 * Saves go through `saveSet` (api/log-set.ts: idempotency key and client id, the offline queue's one door).
 */
export const workoutSessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { sesionId: string; sets: SessionSet[]; nota?: string; now?: () => number },
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
    /** The app's rest timer stops when the workout ends: no rest is owed after the last set. */
    stopRest: () => {},
  },
  guards: {
    isSaving: ({ context, event }) => event.type === 'set.done' && context.sets.find((s) => s.serieId === event.serieId)?.status === 'saving',
    inputInvalid: ({ context, event }) => {
      const set = event.type === 'set.done' ? context.sets.find((s) => s.serieId === event.serieId) : undefined;
      return !set || 'error' in readSet(set);
    },
    nothingSaving: ({ context }) => context.sets.every((s) => s.status !== 'saving'),
    setsMissing: ({ context }) => missingSets(context.sets) > 0,
  },
}).createMachine({
  id: 'workoutSession',
  context: ({ input }) => ({
    sesionId: input.sesionId,
    sets: input.sets,
    nota: input.nota ?? '',
    records: [],
    celebrating: false,
    failure: null,
    now: input.now ?? Date.now,
    finishedAt: null,
  }),
  initial: 'logging',
  on: {
    'xstate.done.actor.*': { actions: assign(({ context, event }) => saveAnswered(context as SessionContext, event)) },
    'xstate.error.actor.*': { actions: assign(({ context, event }) => saveFailed(context as SessionContext, event)) },
    'celebration.dismiss': { actions: assign({ celebrating: false }) },
  },
  states: {
    logging: {
      on: {
        'set.edit': {
          actions: assign({
            // Editing a saved set reopens it: marking it done again logs it again (the server keeps the latest).
            sets: ({ context, event }) =>
              updateSet(context.sets, event.serieId, (s) => ({ ...editField(s, event.field, event.value), status: s.status === 'saving' ? 'saving' : 'open', error: null })),
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
        // Sets left undone are asked about first ("Te faltan 5 series. ¿Terminar igual?").
        'session.finish': [{ guard: 'setsMissing', target: 'confirmingFinish' }, { target: 'waitingForSaves' }],
      },
    },
    confirmingFinish: {
      on: { 'finish.confirm': 'waitingForSaves', 'finish.cancel': 'logging' },
    },
    waitingForSaves: {
      always: { guard: 'nothingSaving', target: 'finishing' },
    },
    finishing: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'finishSession',
        input: ({ context }) => ({ sesionId: context.sesionId, nota: context.nota.trim() }),
        onDone: { target: 'finished', actions: [assign({ finishedAt: ({ context }) => context.now() }), 'stopRest', 'sessionChanged'] },
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
