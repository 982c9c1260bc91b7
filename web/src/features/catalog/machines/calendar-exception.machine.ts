import { assign, fromPromise, setup } from 'xstate';
import { countOf } from '../../../lib/plural';

/** The four exceptions the admin can make to the weekly schedule. */
export type ExceptionKind = 'close' | 'cancel' | 'move' | 'oneOff';
export type ExceptionValues = Record<string, string>;
/** What the server did: members told and given their credit back (none for a one-off class). */
/** A move also says how many bookings and waitlist entries followed the class (absent for the other kinds). */
export type ExceptionOutcome = { reservas_canceladas: number; en_espera_canceladas: number; reservas_movidas?: number; en_espera_movidas?: number };

type Context = { kind: ExceptionKind | null; error: string | null; outcome: ExceptionOutcome | null };

/**
 * One calendar exception: the admin opens its form, sends it, and reads what happened (how many members were told
 * and got their credit back) or the server's refusal, and may fix the form and send again. The call is the `send`
 * actor the screen provides.
 */
export const calendarExceptionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'exception.open'; kind: ExceptionKind } | { type: 'exception.submit'; values: ExceptionValues } | { type: 'exception.close' },
  },
  actors: {
    send: fromPromise<ExceptionOutcome, { kind: ExceptionKind; values: ExceptionValues }>(async () => ({ reservas_canceladas: 0, en_espera_canceladas: 0 })),
  },
}).createMachine({
  id: 'calendarException',
  initial: 'idle',
  context: { kind: null, error: null, outcome: null },
  states: {
    idle: {
      on: { 'exception.open': { target: 'editing', actions: assign({ kind: ({ event }) => event.kind, error: null, outcome: null }) } },
    },
    editing: {
      on: {
        'exception.submit': 'sending',
        'exception.close': { target: 'idle', actions: assign({ kind: null, error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context, event }) => ({ kind: context.kind!, values: event.type === 'exception.submit' ? event.values : {} }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    done: {
      on: { 'exception.close': { target: 'idle', actions: assign({ kind: null, outcome: null }) } },
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
  return o.reservas_canceladas + o.en_espera_canceladas === 0
    ? 'Listo. No había socios anotados.'
    : `Listo: cancelamos ${booked}${waiting}. Avisamos a cada socio y les devolvimos el crédito.`;
}
