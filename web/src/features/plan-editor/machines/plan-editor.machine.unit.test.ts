import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { EditOperation } from '../api/edit-plan';
import type { EditResult, PlanChange } from '../api/types';
import { planEditorMachine } from './plan-editor.machine';

const result = (id: number, change: PlanChange = { op: 'remove', id }): EditResult => ({ ok: true, id, planId: 7, version: 3, baseVersion: 2, change });

function start({ edit = async () => result(1), remove = async ({ blockId }: { blockId: number }) => result(blockId) }: {
  edit?: (op: EditOperation) => Promise<EditResult>;
  remove?: (input: { blockId: number }) => Promise<EditResult>;
} = {}) {
  const planChanged = vi.fn();
  const refresh = vi.fn();
  const editSpy = vi.fn(edit);
  const removeSpy = vi.fn(remove);
  const machine = planEditorMachine.provide({
    actors: {
      editPlan: fromPromise<EditResult, EditOperation>(({ input }) => editSpy(input)),
      deleteBlock: fromPromise<EditResult, { blockId: number }>(({ input }) => removeSpy(input)),
    },
    actions: { planChanged: (_, params) => planChanged(params), refresh },
  });
  const actor = createActor(machine, { input: { planId: 7 } }).start();
  return { actor, planChanged, refresh, editSpy, removeSpy };
}

const ctx = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context;

describe('plan editor machine', () => {
  it('selects a week (clearing day and open block), a day, and toggles one open block at a time', () => {
    const { actor } = start();
    actor.send({ type: 'week.select', weekId: 10 });
    actor.send({ type: 'day.select', dayId: 20 });
    actor.send({ type: 'block.toggle', blockId: 30 });
    expect(ctx(actor)).toMatchObject({ weekId: 10, dayId: 20, openBlockId: 30 });
    actor.send({ type: 'block.toggle', blockId: 31 });
    expect(ctx(actor).openBlockId).toBe(31);
    actor.send({ type: 'block.toggle', blockId: 31 });
    expect(ctx(actor).openBlockId).toBeNull();
    actor.send({ type: 'block.toggle', blockId: 30 });
    actor.send({ type: 'week.select', weekId: 11 });
    expect(ctx(actor)).toMatchObject({ weekId: 11, dayId: null, openBlockId: null });
  });

  it('week and day edit modes are toggles', () => {
    const { actor } = start();
    actor.send({ type: 'week.editToggle' });
    actor.send({ type: 'day.editToggle' });
    expect(ctx(actor)).toMatchObject({ editingWeeks: true, editingDays: true });
    actor.send({ type: 'week.editToggle' });
    expect(ctx(actor)).toMatchObject({ editingWeeks: false, editingDays: true });
  });

  it('is busy while an operation runs, ignores other operations meanwhile, then shows the answered plan', async () => {
    let finish!: (r: EditResult) => void;
    const { actor, editSpy, planChanged } = start({ edit: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'edit.run', operation: { type: 'renameBlock', blockId: 30, nombre: 'Core' } });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'edit.run', operation: { type: 'deleteSet', setId: 1 } });
    actor.send({ type: 'block.delete', blockId: 30 });
    expect(editSpy).toHaveBeenCalledTimes(1);

    finish(result(30));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(planChanged).toHaveBeenCalledWith(result(30));
    expect(ctx(actor).failure).toBeNull();
  });

  it('an added week becomes the selected week; an added day the selected day', async () => {
    const week: PlanChange = { op: 'upsert', kind: 'week', parentId: 7, index: 2, node: { id: 12, nombre: 'Semana 3', planificacion_id: 7, dias: [] } };
    const day: PlanChange = { op: 'upsert', kind: 'day', parentId: 12, index: 0, node: { id: 25, nombre: 'Día 1', semana_id: 12, bloques: [] } };
    const { actor } = start({ edit: async (op) => (op.type === 'addWeek' ? result(12, week) : result(25, day)) });
    actor.send({ type: 'edit.run', operation: { type: 'addWeek', planId: 7 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ctx(actor)).toMatchObject({ weekId: 12, dayId: null });
    actor.send({ type: 'edit.run', operation: { type: 'addDay', weekId: 12 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ctx(actor)).toMatchObject({ weekId: 12, dayId: 25 });
  });

  it('a failed operation shows its docs/product.md message with the server detail, and can be dismissed', async () => {
    const { actor, planChanged } = start({ edit: async () => Promise.reject(new ApiError(400, 'INVALID_NAME', 'El nombre no puede estar vacío')) });
    actor.send({ type: 'edit.run', operation: { type: 'addExercise', blockId: 30, nombre: '', series: 3 } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ctx(actor).failure).toEqual({ text: 'Error al agregar el ejercicio', detail: 'El nombre no puede estar vacío' });
    expect(planChanged).not.toHaveBeenCalled();
    actor.send({ type: 'failure.dismiss' });
    expect(ctx(actor).failure).toBeNull();
  });

  it('deleting a block hides it at once, then calls the server and refreshes', async () => {
    let finish!: (r: EditResult) => void;
    const { actor, removeSpy, refresh, planChanged } = start({ remove: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'block.toggle', blockId: 30 });
    actor.send({ type: 'block.delete', blockId: 30 });
    expect(ctx(actor).hiddenBlockIds).toEqual([30]);
    expect(actor.getSnapshot().value).toBe('deletingBlock');
    expect(removeSpy).toHaveBeenCalledWith({ blockId: 30 });

    finish(result(30));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(planChanged).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ctx(actor)).toMatchObject({ hiddenBlockIds: [], openBlockId: null });
  });

  it('a refused block deletion shows the block again with "Error al eliminar el bloque"', async () => {
    const { actor, refresh } = start({ remove: async () => Promise.reject(new ApiError(409, 'CONFLICT', 'Otro cambio')) });
    actor.send({ type: 'block.delete', blockId: 30 });
    expect(ctx(actor).hiddenBlockIds).toEqual([30]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ctx(actor).hiddenBlockIds).toEqual([]);
    expect(ctx(actor).failure?.text).toBe('Error al eliminar el bloque');
    expect(refresh).not.toHaveBeenCalled();
  });
});
