import { assign, fromPromise, setup } from 'xstate';
import { errorDetail } from '../../../lib/api-client';
import { parseStep } from '../../../lib/format-weight';
import { applyProgression, previewProgression, type ProgresionPreview, type ProgresionRequest, type ProgresionResult } from '../api/progression';

/** The dialog's form: weeks desde..hasta (1-based), the step per week, and every exercise with weight or a choice. */
export type ProgressionForm = { desde: number; hasta: number; valor: string; tipo: 'kg' | 'porcentaje'; todos: boolean; ejercicios: string[] };

export type ProgressionContext = {
  planId: number;
  form: ProgressionForm;
  preview: ProgresionPreview | null;
  /** The server's Spanish refusal, or what is missing from the form. */
  error: string | null;
  result: ProgresionResult | null;
};

export type ProgressionEvent =
  | { type: 'progression.change'; form: Partial<ProgressionForm> }
  | { type: 'progression.preview' }
  | { type: 'progression.back' }
  | { type: 'progression.confirm' };

// "1,25" and "1.25" are the same step; text that is no number counts as none.
const amountOf = (valor: string) => parseStep(valor) ?? 0;

/** What the form lacks before the server is asked, in the dialog's words; null when it can be sent. */
export function formProblem(form: ProgressionForm): string | null {
  if (amountOf(form.valor) === 0) return 'Escribe cuánto sumar por semana (kg o %).';
  if (!form.todos && form.ejercicios.length === 0) return 'Elige al menos un ejercicio.';
  return null;
}

export const requestOf = (planId: number, form: ProgressionForm): ProgresionRequest => ({
  planificacion_id: planId,
  desde: form.desde,
  hasta: form.hasta,
  progresion: { tipo: form.tipo, valor: amountOf(form.valor) },
  ejercicios: form.todos ? null : form.ejercicios,
});

/**
 * "Aplicar progresión" (a child of the plan editor machine): edit the form → the server's preview (before → after
 * for a few sets, decided without writing) → confirm → apply. A refusal goes back a step with the server's detail;
 * changing the form drops a preview that no longer matches it. Done carries the command's answer to the editor.
 */
export const progressionMachine = setup({
  types: {
    context: {} as ProgressionContext,
    events: {} as ProgressionEvent,
    input: {} as { planId: number; form: ProgressionForm },
    output: {} as ProgresionResult,
  },
  actors: {
    preview: fromPromise<ProgresionPreview, ProgresionRequest>(({ input }) => previewProgression(input)),
    apply: fromPromise<ProgresionResult, ProgresionRequest>(({ input }) => applyProgression(input)),
  },
  guards: { incomplete: ({ context }) => formProblem(context.form) !== null },
}).createMachine({
  id: 'progression',
  context: ({ input }) => ({ planId: input.planId, form: input.form, preview: null, error: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'progression.change': { actions: assign(({ context, event }) => ({ form: { ...context.form, ...event.form }, error: null })) },
        'progression.preview': [
          { guard: 'incomplete', actions: assign(({ context }) => ({ error: formProblem(context.form) })) },
          { target: 'previewing', actions: assign({ error: null }) },
        ],
      },
    },
    previewing: {
      invoke: {
        src: 'preview',
        input: ({ context }) => requestOf(context.planId, context.form),
        onDone: { target: 'reviewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorDetail(event.error) }) },
      },
    },
    reviewing: {
      on: {
        'progression.back': { target: 'editing', actions: assign({ preview: null, error: null }) },
        'progression.confirm': { target: 'applying', actions: assign({ error: null }) },
      },
    },
    applying: {
      invoke: {
        src: 'apply',
        input: ({ context }) => requestOf(context.planId, context.form),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'reviewing', actions: assign({ error: ({ event }) => errorDetail(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result!,
});
