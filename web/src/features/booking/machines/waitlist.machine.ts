import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../../lib/api-client';
import { joinWaitlist, leaveWaitlist } from '../api/waitlist';
import type { FailureMessage } from './booking-failure';
import type { PromotionLimit } from '../promotion-limit';
import type { CommandOutcome } from '../../../lib/api-client';

/** The class a waitlist dialog is about. */
export type WaitlistClass = { horario_id: number; fecha: string; hora: string; disciplina: string };

type Action = 'join' | 'leave';

type WaitlistContext = {
  userId: string;
  action: Action;
  occurrence: WaitlistClass | null;
  /** The place in line the server gave on joining. */
  posicion: number | null;
  /** Joining: how late she still wants to be booked automatically (null: the studio's cutoff). */
  limit: PromotionLimit;
  failure: FailureMessage | null;
};

type WaitlistEvent =
  | { type: 'waitlist.join'; occurrence: WaitlistClass }
  | { type: 'waitlist.leave'; occurrence: WaitlistClass }
  | { type: 'waitlist.limit'; limit: PromotionLimit }
  | { type: 'waitlist.confirm' }
  | { type: 'waitlist.dismiss' }
  | { type: 'waitlist.close' };

export type WaitlistCall = { userId: string; action: Action; occurrence: WaitlistClass; limit?: PromotionLimit };

function waitlistFailure(action: Action, error: unknown): FailureMessage {
  const message = action === 'join' ? 'No pudimos sumarte a la lista de espera.' : 'No pudimos sacarte de la lista de espera.';
  return { title: action === 'join' ? 'No te sumamos a la lista de espera' : 'Sigues en la lista de espera', message, detail: isApiError(error) ? error.detail : null };
}

/** Joining or leaving a full class's waitlist: confirm, call the server, then tell the member how it went. */
export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    input: {} as { userId: string },
  },
  actors: {
    callWaitlist: fromPromise<{ posicion: number | null }, WaitlistCall>(async ({ input }) => {
      const body = { fecha: input.occurrence.fecha, horario_id: input.occurrence.horario_id, clerk_user_id: input.userId };
      if (input.action === 'join') return { posicion: (await joinWaitlist({ ...body, promover_hasta_minutos: input.limit ?? null })).posicion };
      await leaveWaitlist(body);
      return { posicion: null };
    }),
  },
  actions: {
    /** The screens refresh places, turnos and credits here when no realtime notice will (lib/api-client.ts). */
    waitlistChanged: (_args, _params: { outcome: CommandOutcome }) => {},
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => ({ userId: input.userId, action: 'join', occurrence: null, posicion: null, limit: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ occurrence: null, posicion: null, limit: null, failure: null }),
      on: {
        'waitlist.join': { target: 'confirming', actions: assign({ action: 'join', occurrence: ({ event }) => event.occurrence }) },
        'waitlist.leave': { target: 'confirming', actions: assign({ action: 'leave', occurrence: ({ event }) => event.occurrence }) },
      },
    },
    confirming: {
      on: {
        'waitlist.limit': { actions: assign({ limit: ({ event }) => event.limit }) },
        'waitlist.confirm': 'submitting',
        'waitlist.dismiss': 'idle',
      },
    },
    submitting: {
      invoke: {
        src: 'callWaitlist',
        input: ({ context }) => ({ userId: context.userId, action: context.action, occurrence: context.occurrence!, limit: context.limit }),
        onDone: { target: 'success', actions: [assign({ posicion: ({ event }) => event.output.posicion }), { type: 'waitlistChanged', params: { outcome: 'accepted' } }] },
        onError: { target: 'failure', actions: [assign({ failure: ({ context, event }) => waitlistFailure(context.action, event.error) }), { type: 'waitlistChanged', params: { outcome: 'refused' } }] },
      },
    },
    success: { on: { 'waitlist.close': 'idle' } },
    failure: { on: { 'waitlist.close': 'idle' } },
  },
});
