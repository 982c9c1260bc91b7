import { assign, fromPromise, setup } from 'xstate';
import { errorDetail } from '../../../lib/api-client';
import { bookTrial, type BookTrialInput } from '../api/book-trial';
import type { PublicClass } from '../api/public-schedule';

type Contact = Pick<BookTrialInput, 'nombre' | 'email' | 'telefono'>;
type TrialContext = { clase: PublicClass | null; contact: Contact; confirmada: boolean; failure: string | null };

type TrialEvent =
  | { type: 'trial.select'; clase: PublicClass }
  | { type: 'trial.submit'; contact: Contact }
  | { type: 'trial.edit' }
  | { type: 'trial.close' };

/** A visitor's trial class: pick a class, leave her name and contact, send, then see how it went. */
export const trialBookingMachine = setup({
  types: { context: {} as TrialContext, events: {} as TrialEvent },
  actors: {
    bookTrial: fromPromise<{ id: string; confirmada: boolean }, BookTrialInput>(({ input }) => bookTrial(input)),
  },
  actions: {
    /** The schedule refreshes its places here (a visitor has no change feed). */
    placesChanged: () => {},
  },
}).createMachine({
  id: 'trialBooking',
  context: { clase: null, contact: { nombre: '' }, confirmada: false, failure: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ clase: null, failure: null }),
      on: { 'trial.select': { target: 'editing', actions: assign({ clase: ({ event }) => event.clase }) } },
    },
    editing: {
      on: {
        'trial.submit': { target: 'submitting', actions: assign({ contact: ({ event }) => event.contact, failure: null }) },
        'trial.close': 'idle',
      },
    },
    submitting: {
      invoke: {
        src: 'bookTrial',
        input: ({ context }) => ({ horario_id: context.clase!.horario_id, fecha: context.clase!.fecha, ...context.contact }),
        onDone: { target: 'success', actions: [assign({ confirmada: ({ event }) => event.output.confirmada }), 'placesChanged'] },
        onError: { target: 'editing', actions: [assign({ failure: ({ event }) => errorDetail(event.error) }), 'placesChanged'] },
      },
    },
    success: { on: { 'trial.close': 'idle' } },
  },
});
