import { assign, fromPromise, setup } from 'xstate';
import { errorDetail } from '../../../lib/api-client';
import { bulkAssign, type BulkAssignInput, type BulkAssignMode, type BulkAssignResult, type BulkTarget } from '../api/bulk-assign';

/** The package chosen in the dialog's select (its name goes into the confirmation). */
export type ChosenPaquete = { id: number; nombre: string };

type BulkAssignInputs = { count: number; target: BulkTarget };

type BulkAssignContext = BulkAssignInputs & {
  paquete: ChosenPaquete | null;
  modo: BulkAssignMode;
  error: string | null;
  result: BulkAssignResult | null;
};

type BulkAssignEvent =
  | { type: 'bulk.paquete'; paquete: ChosenPaquete | null }
  | { type: 'bulk.modo'; modo: BulkAssignMode }
  | { type: 'bulk.continue' }
  | { type: 'bulk.back' }
  | { type: 'bulk.confirm' };

/**
 * Usuarios' bulk package assignment: choose the package and the mode, confirm how many, send one request, show
 * each member's result. The members are fixed when the dialog opens: the list's selection is cleared once it is done.
 */
export const bulkAssignMachine = setup({
  types: { context: {} as BulkAssignContext, events: {} as BulkAssignEvent, input: {} as BulkAssignInputs },
  actors: {
    bulkAssign: fromPromise<BulkAssignResult, BulkAssignInput>(({ input }) => bulkAssign(input)),
  },
  guards: { hasPaquete: ({ context }) => context.paquete !== null },
  actions: {
    /** The screen refetches Usuarios and clears the list's selection here. */
    assigned: () => {},
  },
}).createMachine({
  id: 'bulkAssign',
  context: ({ input }) => ({ ...input, paquete: null, modo: 'asignar', error: null, result: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'bulk.paquete': { actions: assign({ paquete: ({ event }) => event.paquete, error: null }) },
        'bulk.modo': { actions: assign({ modo: ({ event }) => event.modo }) },
        'bulk.continue': [
          { target: 'confirming', guard: 'hasPaquete' },
          { actions: assign({ error: 'Elige un paquete.' }) },
        ],
      },
    },
    confirming: {
      on: {
        'bulk.back': { target: 'choosing', actions: assign({ error: null }) },
        'bulk.confirm': 'sending',
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'bulkAssign',
        input: ({ context }) => ({ paqueteId: context.paquete!.id, modo: context.modo, ...context.target }),
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'assigned'] },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => errorDetail(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
