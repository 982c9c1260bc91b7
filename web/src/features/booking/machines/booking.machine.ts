import { assign, fromPromise, setup } from 'xstate';
import { bookMakeup } from '../api/book-makeup';
import type { AgendaOccurrence } from '../api/get-agenda';
import type { Makeup } from '../api/my-makeups';
import { reserveSlot } from '../api/reserve-slot';
import type { FailureMessage } from './booking-failure';
import { isOffline, OFFLINE_BOOKING, reserveFailure } from './booking-failure';
import type { CommandOutcome } from '../../../lib/api-client';

/** How the class is paid: a credit of her package, or a make-up right (recupero). */
export type BookingPayment = 'credit' | 'makeup';

type BookingContext = {
  userId: string;
  occurrence: AgendaOccurrence | null;
  /** Her make-up right that fits the class (same discipline, valid on its day), offered beside the credit. */
  makeup: Makeup | null;
  /** Whether a credit can pay it: without one, the make-up is the only way offered. */
  creditBookable: boolean;
  paidWith: BookingPayment;
  failure: FailureMessage | null;
};

type BookingEvent =
  | { type: 'booking.select'; occurrence: AgendaOccurrence; makeup?: Makeup | null; creditBookable?: boolean }
  | { type: 'booking.confirm' }
  | { type: 'booking.useMakeup' }
  | { type: 'booking.dismiss' }
  | { type: 'booking.close' };

export type ReserveInput = { userId: string; occurrence: AgendaOccurrence };

/** Booking one class occurrence: confirm (with a credit or a make-up), book on the server, then tell the member how it went. */
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
    bookMakeup: fromPromise<{ id: number }, ReserveInput>(({ input }) => bookMakeup({ fecha: input.occurrence.fecha, horario_id: input.occurrence.horario_id })),
  },
  actions: {
    /** The screens refresh places, turnos, credits and make-ups here when no realtime notice will (lib/api-client.ts). */
    bookingChanged: (_args, _params: { outcome: CommandOutcome }) => {},
  },
  guards: {
    /** No network: the member is told at once instead of waiting on a request that cannot go. */
    offline: () => isOffline(),
    creditBookable: ({ context }) => context.creditBookable,
    holdsMakeup: ({ context }) => context.makeup !== null,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ userId: input.userId, occurrence: null, makeup: null, creditBookable: true, paidWith: 'credit', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ occurrence: null, makeup: null, creditBookable: true, paidWith: 'credit', failure: null }),
      on: {
        'booking.select': {
          target: 'confirming',
          actions: assign({ occurrence: ({ event }) => event.occurrence, makeup: ({ event }) => event.makeup ?? null, creditBookable: ({ event }) => event.creditBookable ?? true }),
        },
      },
    },
    confirming: {
      on: {
        'booking.confirm': [
          { guard: 'offline', target: 'failure', actions: assign({ failure: OFFLINE_BOOKING }) },
          { guard: 'creditBookable', target: 'submitting', actions: assign({ paidWith: 'credit' }) },
        ],
        'booking.useMakeup': [
          { guard: 'offline', target: 'failure', actions: assign({ failure: OFFLINE_BOOKING }) },
          { guard: 'holdsMakeup', target: 'submittingMakeup', actions: assign({ paidWith: 'makeup' }) },
        ],
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
    submittingMakeup: {
      invoke: {
        src: 'bookMakeup',
        input: ({ context }) => ({ userId: context.userId, occurrence: context.occurrence! }),
        onDone: { target: 'success', actions: { type: 'bookingChanged', params: { outcome: 'accepted' } } },
        onError: { target: 'failure', actions: [assign({ failure: ({ event }) => reserveFailure(event.error) }), { type: 'bookingChanged', params: { outcome: 'refused' } }] },
      },
    },
    success: { on: { 'booking.close': 'idle' } },
    failure: { on: { 'booking.close': 'idle' } },
  },
});
