import { assign, fromPromise, setup } from 'xstate';
import { errorDetail } from '../../../lib/api-client';
import type { EditOperation } from '../api/edit-plan';
import { deleteBlock, editPlan, failureText } from '../api/edit-plan';
import type { ProgresionResult } from '../api/progression';
import type { EditResult } from '../api/types';
import { progressionMachine, type ProgressionForm } from './progression.machine';

export type EditorFailure = { text: string; detail: string };

export type PlanEditorContext = {
  planId: number;
  weekId: number | null;
  dayId: number | null;
  openBlockId: number | null;
  editingWeeks: boolean;
  editingDays: boolean;
  /** Blocks deleted optimistically: hidden at once, shown again if the server refuses. */
  hiddenBlockIds: number[];
  /** The operation in flight (its type picks the failure message). */
  pending: EditOperation | null;
  failure: EditorFailure | null;
  /** What the last "Aplicar progresión" did, until the next change. */
  notice: string | null;
};

export type PlanEditorEvent =
  | { type: 'week.select'; weekId: number }
  | { type: 'week.editToggle' }
  | { type: 'day.select'; dayId: number }
  | { type: 'day.editToggle' }
  | { type: 'block.toggle'; blockId: number }
  | { type: 'block.delete'; blockId: number }
  | { type: 'edit.run'; operation: EditOperation }
  | { type: 'failure.dismiss' }
  | { type: 'progression.open'; form: ProgressionForm }
  | { type: 'progression.close' }
  | { type: 'notice.dismiss' };

const failure = (type: keyof typeof failureText, error: unknown): EditorFailure => ({ text: failureText[type], detail: errorDetail(error) });

/**
 * docs/product.md §4 plan editor: one selected week and day, one open block (toggle), week/day edit modes, and a busy
 * state while an operation runs (the UI blocks input). Block deletion is optimistic; every other change
 * shows the node the server answers, applied to the cached plan.
 */
export const planEditorMachine = setup({
  types: {
    context: {} as PlanEditorContext,
    events: {} as PlanEditorEvent,
    input: {} as { planId: number },
  },
  actors: {
    editPlan: fromPromise<EditResult, EditOperation>(({ input }) => editPlan(input)),
    deleteBlock: fromPromise<EditResult, { blockId: number }>(({ input }) => deleteBlock(input.blockId)),
    progression: progressionMachine,
  },
  actions: {
    /** Puts the nodes the server answered into the cached plan (provided by the screen). */
    planChanged: (_, _result: EditResult | ProgresionResult) => {},
    /** Asks the server for the plan again (provided by the screen). */
    refresh: () => {},
  },
}).createMachine({
  id: 'planEditor',
  context: ({ input }) => ({
    planId: input.planId,
    weekId: null,
    dayId: null,
    openBlockId: null,
    editingWeeks: false,
    editingDays: false,
    hiddenBlockIds: [],
    pending: null,
    failure: null,
    notice: null,
  }),
  initial: 'ready',
  on: {
    'week.select': { actions: assign(({ event }) => ({ weekId: event.weekId, dayId: null, openBlockId: null })) },
    'day.select': { actions: assign(({ event }) => ({ dayId: event.dayId, openBlockId: null })) },
    'block.toggle': { actions: assign({ openBlockId: ({ context, event }) => (context.openBlockId === event.blockId ? null : event.blockId) }) },
    'week.editToggle': { actions: assign({ editingWeeks: ({ context }) => !context.editingWeeks }) },
    'day.editToggle': { actions: assign({ editingDays: ({ context }) => !context.editingDays }) },
    'failure.dismiss': { actions: assign({ failure: null }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    ready: {
      on: {
        'edit.run': { target: 'saving', actions: assign({ failure: null, notice: null, pending: ({ event }) => event.operation }) },
        'progression.open': { target: 'progressing', actions: assign({ failure: null, notice: null }) },
        'block.delete': {
          target: 'deletingBlock',
          actions: assign(({ context, event }) => ({ failure: null, hiddenBlockIds: [...context.hiddenBlockIds, event.blockId] })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'editPlan',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'planChanged', params: ({ event }) => event.output },
            assign(({ context, event }) => ({ ...selectCreated(context, event.output), pending: null })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ failure: failure(context.pending?.type ?? 'renamePlan', event.error), pending: null })),
        },
      },
    },
    // The "Aplicar progresión" dialog: its own machine until it applies (or the coach closes it).
    progressing: {
      invoke: {
        id: 'progression',
        src: 'progression',
        input: ({ context, event }) => ({ planId: context.planId, form: (event as Extract<PlanEditorEvent, { type: 'progression.open' }>).form }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'planChanged', params: ({ event }) => event.output },
            assign({ notice: ({ event }) => `Progresión aplicada: ${event.output.series === 1 ? '1 serie cambió' : `${event.output.series} series cambiaron`} de peso.` }),
          ],
        },
      },
      on: { 'progression.close': 'ready' },
    },
    deletingBlock: {
      invoke: {
        src: 'deleteBlock',
        input: ({ event }) => ({ blockId: (event as Extract<PlanEditorEvent, { type: 'block.delete' }>).blockId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'planChanged', params: ({ event }) => event.output },
            'refresh',
            assign(({ context, event }) => ({
              hiddenBlockIds: context.hiddenBlockIds.filter((id) => id !== event.output.id),
              openBlockId: context.openBlockId === event.output.id ? null : context.openBlockId,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            hiddenBlockIds: context.hiddenBlockIds.slice(0, -1),
            failure: failure('deleteBlock', event.error),
          })),
        },
      },
    },
  },
});

const SELECTS_CREATED: ReadonlySet<EditOperation['type']> = new Set(['addWeek', 'duplicateWeek', 'addDay', 'copyDay', 'addBlock']);

/**
 * A week or day just added (a week duplicated, a day copied) becomes the selected one, and a block just added opens,
 * ready for its exercises: the answer's change is that node.
 */
function selectCreated(context: PlanEditorContext, result: EditResult): Partial<PlanEditorContext> {
  if (!context.pending || !SELECTS_CREATED.has(context.pending.type)) return {};
  const { change } = result;
  if (change.op !== 'upsert') return {};
  if (change.kind === 'week' && change.node.id !== context.weekId) return { weekId: change.node.id, dayId: null, openBlockId: null };
  if (change.kind === 'day' && change.node.id !== context.dayId) return { weekId: change.parentId, dayId: change.node.id, openBlockId: null };
  if (change.kind === 'block') return { openBlockId: change.node.id };
  return {};
}
