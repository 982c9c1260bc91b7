import { assign, fromPromise, setup } from 'xstate';
import { cancelBooking } from '../../../api/booking/cancel-booking';
import type { FailureMessage } from './booking-failure';
import { cancelFailure } from './booking-failure';
import type { CommandOutcome } from '../../../lib/api-client';

/** What the cancel dialogs need to know about the turno. */
// horario_id and unica: the class's slot, so the dialog can offer "Repetir todas las semanas" for it.
export type CancellableBooking = { id: number; fecha: string; hora: string; disciplina: string; horario_id?: number; unica?: boolean };

type CancelContext = { userId: string; booking: CancellableBooking | null; failure: FailureMessage | null };

type CancelEvent =
  | { type: 'cancel.select'; booking: CancellableBooking }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.close' };

export type CancelInput = { userId: string; booking: CancellableBooking };

/** docs/product.md §4 cancel flow: confirm dialog, then deletion, then a success (or error) dialog. */
export const cancelBookingMachine = setup({
  types: {
    context: {} as CancelContext,
    events: {} as CancelEvent,
    input: {} as { userId: string },
  },
  actors: {
    cancelBooking: fromPromise<{ id: number }, CancelInput>(({ input }) =>
      cancelBooking({ id: input.booking.id, clerk_user_id: input.userId }),
    ),
  },
  actions: {
    /** The screens refresh places, turnos and credits here when no realtime notice will (lib/api-client.ts). */
    bookingChanged: (_args, _params: { outcome: CommandOutcome }) => {},
  },
}).createMachine({
  id: 'cancelBooking',
  context: ({ input }) => ({ userId: input.userId, booking: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ booking: null, failure: null }),
      on: { 'cancel.select': { target: 'confirming', actions: assign({ booking: ({ event }) => event.booking }) } },
    },
    confirming: {
      on: { 'cancel.confirm': 'submitting', 'cancel.dismiss': 'idle' },
    },
    submitting: {
      invoke: {
        src: 'cancelBooking',
        input: ({ context }) => ({ userId: context.userId, booking: context.booking! }),
        onDone: { target: 'success', actions: { type: 'bookingChanged', params: { outcome: 'accepted' } } },
        onError: { target: 'failure', actions: [assign({ failure: ({ event }) => cancelFailure(event.error) }), { type: 'bookingChanged', params: { outcome: 'refused' } }] },
      },
    },
    success: { on: { 'cancel.close': 'idle' } },
    failure: { on: { 'cancel.close': 'idle' } },
  },
});
