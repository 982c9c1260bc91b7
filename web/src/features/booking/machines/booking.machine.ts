import { assign, fromPromise, setup } from 'xstate';
import type { AgendaOccurrence } from '../api/get-agenda';
import { reserveSlot } from '../api/reserve-slot';
import type { FailureMessage } from './booking-failure';
import { isOffline, OFFLINE_BOOKING, reserveFailure } from './booking-failure';
import type { CommandOutcome } from '../../../lib/api-client';

type BookingContext = { userId: string; occurrence: AgendaOccurrence | null; failure: FailureMessage | null };

type BookingEvent =
  | { type: 'booking.select'; occurrence: AgendaOccurrence }
  | { type: 'booking.confirm' }
  | { type: 'booking.dismiss' }
  | { type: 'booking.close' };

export type ReserveInput = { userId: string; occurrence: AgendaOccurrence };

/** Booking one class occurrence: confirm, reserve on the server, then tell the member how it went. */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as { userId: string },
  },
  actors: {
    reserveSlot: fromPromise<{ id: number }, ReserveInput>(({ input }) =>
      reserveSlot({ fecha: input.occurrence.fecha, horario_id: input.occurrence.horario_id, clerk_user_id: input.userId }),
    ),
  },
  actions: {
    /** The screens refresh places, turnos and credits here when no realtime notice will (lib/api-client.ts). */
    bookingChanged: (_args, _params: { outcome: CommandOutcome }) => {},
  },
  guards: {
    /** No network: the member is told at once instead of waiting on a request that cannot go. */
    offline: () => isOffline(),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ userId: input.userId, occurrence: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ occurrence: null, failure: null }),
      on: { 'booking.select': { target: 'confirming', actions: assign({ occurrence: ({ event }) => event.occurrence }) } },
    },
    confirming: {
      on: {
        'booking.confirm': [{ guard: 'offline', target: 'failure', actions: assign({ failure: OFFLINE_BOOKING }) }, { target: 'submitting' }],
        'booking.dismiss': 'idle',
      },
    },
    submitting: {
      invoke: {
        src: 'reserveSlot',
        input: ({ context }) => ({ userId: context.userId, occurrence: context.occurrence! }),
        onDone: { target: 'success', actions: { type: 'bookingChanged', params: { outcome: 'accepted' } } },
        onError: { target: 'failure', actions: [assign({ failure: ({ event }) => reserveFailure(event.error) }), { type: 'bookingChanged', params: { outcome: 'refused' } }] },
      },
    },
    success: { on: { 'booking.close': 'idle' } },
    failure: { on: { 'booking.close': 'idle' } },
  },
});
