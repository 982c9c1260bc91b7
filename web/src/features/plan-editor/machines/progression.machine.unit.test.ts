import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { ProgresionPreview, ProgresionRequest, ProgresionResult } from '../api/progression';
import { planEditorMachine } from './plan-editor.machine';
import { formProblem, progressionMachine, requestOf, type ProgressionForm } from './progression.machine';

const form: ProgressionForm = { desde: 2, hasta: 3, valor: '2,5', tipo: 'kg', todos: false, ejercicios: ['Sentadilla'] };
const preview: ProgresionPreview = { total: 4, series: [{ semana: 'Semana 2', dia: 'Día 1', ejercicio: 'Sentadilla', numero: 1, antes: 100, despues: 103 }] };
const result: ProgresionResult = { ok: true, id: 7, planId: 7, version: 9, baseVersion: 8, series: 4, changes: [] };

function start({ previewFn = async () => preview, applyFn = async () => result }: {
  previewFn?: (r: ProgresionRequest) => Promise<ProgresionPreview>;
  applyFn?: (r: ProgresionRequest) => Promise<ProgresionResult>;
} = {}) {
  const planChanged = vi.fn();
  const previewSpy = vi.fn(previewFn);
  const applySpy = vi.fn(applyFn);
  const child = progressionMachine.provide({
    actors: {
      preview: fromPromise<ProgresionPreview, ProgresionRequest>(({ input }) => previewSpy(input)),
      apply: fromPromise<ProgresionResult, ProgresionRequest>(({ input }) => applySpy(input)),
    },
  });
  const machine = planEditorMachine.provide({ actors: { progression: child }, actions: { planChanged: (_, params) => planChanged(params) } });
  const editor = createActor(machine, { input: { planId: 7 } }).start();
  editor.send({ type: 'progression.open', form });
  const dialog = () => editor.getSnapshot().children.progression as ActorRefFrom<typeof progressionMachine>;
  return { editor, dialog, planChanged, previewSpy, applySpy };
}

describe('progression machine (the "Aplicar progresión" dialog inside the plan editor)', () => {
  it('previews, confirms, applies: the editor takes the answer and says how many sets changed', async () => {
    const { editor, dialog, planChanged, previewSpy, applySpy } = start();
    expect(editor.getSnapshot().matches('progressing')).toBe(true);
    dialog().send({ type: 'progression.preview' });
    await waitFor(dialog(), (s) => s.matches('reviewing'));
    expect(previewSpy).toHaveBeenCalledWith({ planificacion_id: 7, desde: 2, hasta: 3, progresion: { tipo: 'kg', valor: 2.5 }, ejercicios: ['Sentadilla'] });
    expect(dialog().getSnapshot().context.preview).toEqual(preview);
    dialog().send({ type: 'progression.confirm' });
    await waitFor(editor, (s) => s.matches('ready'));
    expect(applySpy).toHaveBeenCalledTimes(1);
    expect(planChanged).toHaveBeenCalledWith(result);
    expect(editor.getSnapshot().context.notice).toBe('Progresión aplicada: 4 series cambiaron de peso.');
  });

  it('asks for what the form lacks before calling the server, and every exercise with weight sends no names', async () => {
    const { dialog, previewSpy } = start();
    dialog().send({ type: 'progression.change', form: { valor: '0' } });
    dialog().send({ type: 'progression.preview' });
    expect(dialog().getSnapshot().context.error).toBe('Escribe cuánto sumar por semana (kg o %).');
    dialog().send({ type: 'progression.change', form: { valor: '5', ejercicios: [] } });
    dialog().send({ type: 'progression.preview' });
    expect(dialog().getSnapshot().context.error).toBe('Elige al menos un ejercicio.');
    expect(previewSpy).not.toHaveBeenCalled();
    dialog().send({ type: 'progression.change', form: { todos: true, tipo: 'porcentaje' } });
    dialog().send({ type: 'progression.preview' });
    await waitFor(dialog(), (s) => s.matches('reviewing'));
    expect(previewSpy).toHaveBeenCalledWith(expect.objectContaining({ progresion: { tipo: 'porcentaje', valor: 5 }, ejercicios: null }));
  });

  it('sends a step typed with a comma or a point alike (+1,25 kg per week), and asks again for text that is no number', () => {
    for (const valor of ['1,25', '1.25', ' +1,25 ']) expect(requestOf(7, { ...form, valor }).progresion).toEqual({ tipo: 'kg', valor: 1.25 });
    expect(requestOf(7, { ...form, valor: '-2,5' }).progresion).toEqual({ tipo: 'kg', valor: -2.5 });
    for (const valor of ['dos', '1,2,5', '1.25 kg']) expect(formProblem({ ...form, valor })).toBe('Escribe cuánto sumar por semana (kg o %).');
  });

  it("a refused preview goes back to the form with the server's detail; a refused apply stays on the preview", async () => {
    const refusal = new ApiError(409, 'PROGRESSION_WEIGHT_OUT_OF_RANGE', 'La progresión dejaría alguna serie con menos de 1 kg o más de 1000 kg: elige un paso menor o menos semanas.');
    const { editor, dialog, planChanged } = start({ applyFn: async () => { throw refusal; } });
    dialog().send({ type: 'progression.preview' });
    await waitFor(dialog(), (s) => s.matches('reviewing'));
    dialog().send({ type: 'progression.confirm' });
    await waitFor(dialog(), (s) => s.matches('reviewing') && s.context.error !== null);
    expect(dialog().getSnapshot().context.error).toContain('elige un paso menor');
    expect(planChanged).not.toHaveBeenCalled();
    dialog().send({ type: 'progression.back' });
    expect(dialog().getSnapshot().matches('editing')).toBe(true);
    expect(dialog().getSnapshot().context.preview).toBeNull();
    editor.send({ type: 'progression.close' });
    expect(editor.getSnapshot().matches('ready')).toBe(true);
    expect(editor.getSnapshot().children.progression).toBeUndefined();
  });
});
