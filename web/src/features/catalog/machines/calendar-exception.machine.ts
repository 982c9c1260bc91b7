import { assign, fromPromise, setup } from 'xstate';
import { countOf } from '../../../lib/plural';

/** The exceptions the admin can make to the schedule; 'remove' takes a one-off class off the agenda. */
export type ExceptionKind = 'close' | 'cancel' | 'move' | 'oneOff' | 'remove';
export type ExceptionValues = Record<string, string>;
/** What the server did: members told and given their credit back (none for a one-off class). */
/** A move also says how many bookings and waitlist entries followed the class (absent for the other kinds). */
export type ExceptionOutcome = { reservas_canceladas: number; en_espera_canceladas: number; reservas_movidas?: number; en_espera_movidas?: number };

type Context = { kind: ExceptionKind | null; values: ExceptionValues; error: string | null; outcome: ExceptionOutcome | null };

/** Everything but adding a class takes classes away from members: the admin reads who it reaches before it goes. */
export const asksFirst = (kind: ExceptionKind | null) => kind !== null && kind !== 'oneOff';

/**
 * One calendar exception: the admin opens its form (a class's own actions open it filled in), sends it, confirms
 * what it does to whom, and reads what happened (how many members were told and got their credit back) or the
 * server's refusal, and may fix the form and send again. Removing a one-off class has no form: it opens on its
 * confirmation. The call is the `send` actor the screen provides.
 */
export const calendarExceptionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'exception.open'; kind: ExceptionKind; values?: ExceptionValues }
      | { type: 'exception.submit'; values: ExceptionValues }
      | { type: 'exception.confirm' }
      | { type: 'exception.back' }
      | { type: 'exception.close' },
  },
  actors: {
    send: fromPromise<ExceptionOutcome, { kind: ExceptionKind; values: ExceptionValues }>(async () => ({ reservas_canceladas: 0, en_espera_canceladas: 0 })),
  },
  guards: {
    removing: ({ context }) => context.kind === 'remove',
    opensOnConfirmation: ({ event }) => event.type === 'exception.open' && event.kind === 'remove',
    asksFirst: ({ context }) => asksFirst(context.kind),
  },
  actions: {
    clear: assign({ kind: null, values: {}, error: null, outcome: null }),
  },
}).createMachine({
  id: 'calendarException',
  initial: 'idle',
  context: { kind: null, values: {}, error: null, outcome: null },
  states: {
    idle: {
      on: {
        'exception.open': [
          { guard: 'opensOnConfirmation', target: 'confirming', actions: assign({ kind: ({ event }) => event.kind, values: ({ event }) => event.values ?? {}, error: null, outcome: null }) },
          { target: 'editing', actions: assign({ kind: ({ event }) => event.kind, values: ({ event }) => event.values ?? {}, error: null, outcome: null }) },
        ],
      },
    },
    editing: {
      on: {
        'exception.submit': [
          { guard: 'asksFirst', target: 'confirming', actions: assign({ values: ({ event }) => event.values, error: null }) },
          { target: 'sending', actions: assign({ values: ({ event }) => event.values }) },
        ],
        'exception.close': { target: 'idle', actions: 'clear' },
      },
    },
    confirming: {
      on: {
        'exception.confirm': 'sending',
        'exception.back': [{ guard: 'removing', target: 'idle', actions: 'clear' }, { target: 'editing' }],
        'exception.close': { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ kind: context.kind!, values: context.values }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output, error: null }) },
        // A refusal goes back where it can be fixed: the form, or the confirmation of a removal (it has no form).
        onError: [
          { guard: 'removing', target: 'confirming', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    done: {
      on: { 'exception.close': { target: 'idle', actions: 'clear' } },
    },
  },
});

function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'detail' in error && typeof (error as { detail: unknown }).detail === 'string') return (error as { detail: string }).detail;
  return 'No pudimos guardar el cambio. Revisa tu conexión y vuelve a intentarlo.';
}


/** "Listo: pasamos 3 reservas a la nueva clase…": a move keeps its people; those who could not follow are counted apart. */
function moveOutcomeText(o: ExceptionOutcome): string {
  const moved = (o.reservas_movidas ?? 0) + (o.en_espera_movidas ?? 0);
  const kept = moved === 0 ? 'Listo: la clase se movió.' : `Listo: pasamos ${countOf(o.reservas_movidas ?? 0, 'reserva', 'reservas')}${o.en_espera_movidas ? ` y ${countOf(o.en_espera_movidas, 'lugar en lista de espera', 'lugares en lista de espera')}` : ''} a la nueva clase y avisamos a cada socio.`;
  const lost = o.reservas_canceladas;
  return lost === 0 ? kept : `${kept} ${countOf(lost, 'reserva no pudo pasar', 'reservas no pudieron pasar')} (sin lugar o con otra clase a esa hora): les devolvimos el crédito.`;
}

/** "Listo: cancelamos 2 reservas…", the outcome as the admin reads it. */
export function outcomeText(kind: ExceptionKind, o: ExceptionOutcome): string {
  if (kind === 'oneOff') return 'Listo: la clase ya está en la agenda.';
  if (kind === 'move') return moveOutcomeText(o);
  const booked = countOf(o.reservas_canceladas, 'reserva', 'reservas');
  const waiting = o.en_espera_canceladas > 0 ? ` y ${o.en_espera_canceladas} en lista de espera` : '';
  const people = o.reservas_canceladas + o.en_espera_canceladas === 0 ? 'No había socios anotados.' : `Cancelamos ${booked}${waiting}. Avisamos a cada socio y les devolvimos el crédito.`;
  // A removal's bookings are cancelled right after it (services/booking/schedule-change.reactor.ts): the counts are
  // those the confirmation read.
  if (kind === 'remove') return `Listo: quitamos la clase de la agenda. ${people}`;
  return o.reservas_canceladas + o.en_espera_canceladas === 0 ? 'Listo. No había socios anotados.' : `Listo: cancelamos ${booked}${waiting}. Avisamos a cada socio y les devolvimos el crédito.`;
}
