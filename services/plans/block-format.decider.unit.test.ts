import { describe, expect, it } from 'vitest';
import type { PlanEvent } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { planDecider } from './plan.decider';
import { toBloque } from '../../domain/plans/planificacion.view';
import type { BlockFormatInput } from '../../domain/plans/block-format';

const spec = streamDeciderSpec(planDecider);
const planId = 1;
const tree: PlanEvent[] = [
  { type: 'PlanCreated', data: { planId, name: 'Funcional' } },
  { type: 'WeekAdded', data: { planId, weekId: 10, name: 'Semana 1' } },
  { type: 'DayAdded', data: { planId, weekId: 10, dayId: 20, name: 'Día 1' } },
  { type: 'BlockAdded', data: { planId, dayId: 20, blockId: 30, name: 'Metcon', rest: 60 } },
];
const change = (format: BlockFormatInput, blockId = 30) => ({ type: 'ChangeBlockFormat' as const, planId, blockId, format });
const changed = (format: object): PlanEvent[] => [{ type: 'BlockFormatChanged', data: { planId, blockId: 30, format } } as PlanEvent];
const block = (events: PlanEvent[]) => fold(planDecider, events).weeks[0]!.days[0]!.blocks[0]!;

describe('plan decider: block formats', () => {
  it('sets each type with its numbers (numbers typed in a form as text too)', () => {
    spec.given(tree).when(change({ kind: 'superset' })).then(changed({ kind: 'superset' }));
    spec.given(tree).when(change({ kind: 'circuit', rounds: '3' })).then(changed({ kind: 'circuit', rounds: 3 }));
    spec.given(tree).when(change({ kind: 'emom', minutes: 10 })).then(changed({ kind: 'emom', minutes: 10 }));
    spec.given(tree).when(change({ kind: 'amrap', minutes: 12 })).then(changed({ kind: 'amrap', minutes: 12 }));
    spec.given(tree).when(change({ kind: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 8 })).then(changed({ kind: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 8 }));
  });

  it('refuses EMOM with 0 minutes, AMRAP without minutes, rounds below 1, no work time and absurd numbers, in Spanish', () => {
    const minutes = { status: 400, code: 'INVALID_FORMAT_MINUTES', detail: 'Los minutos tienen que ser un número entero entre 1 y 90.' };
    spec.given(tree).when(change({ kind: 'emom', minutes: 0 })).thenRejects(minutes);
    spec.given(tree).when(change({ kind: 'emom', minutes: 91 })).thenRejects(minutes);
    spec.given(tree).when(change({ kind: 'amrap' })).thenRejects({ status: 400, code: 'INVALID_FORMAT_MINUTES', detail: 'Los minutos tienen que ser un número entero entre 1 y 120.' });
    spec.given(tree).when(change({ kind: 'amrap', minutes: 7.5 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_MINUTES' });
    spec.given(tree).when(change({ kind: 'circuit', rounds: 0 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_ROUNDS', detail: 'Las vueltas tienen que ser un número entero entre 1 y 50.' });
    spec.given(tree).when(change({ kind: 'circuit', rounds: 'tres' })).thenRejects({ status: 400, code: 'INVALID_FORMAT_ROUNDS' });
    spec.given(tree).when(change({ kind: 'intervals', workSeconds: 0, restSeconds: 10, rounds: 8 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_WORK' });
    spec.given(tree).when(change({ kind: 'intervals', workSeconds: 20, restSeconds: -1, rounds: 8 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_REST' });
    spec.given(tree).when(change({ kind: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 0 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_ROUNDS', detail: 'Las vueltas tienen que ser un número entero entre 1 y 100.' });
    spec.given(tree).when(change({ kind: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 1000 })).thenRejects({ status: 400, code: 'INVALID_FORMAT_ROUNDS' });
    spec.given(tree).when(change({ kind: 'crossfit' })).thenRejects({ status: 400, code: 'INVALID_BLOCK_FORMAT' });
    spec.given(tree).when(change({ kind: 'emom', minutes: 10 }, 99)).thenRejects({ status: 404, code: 'BLOCK_NOT_FOUND' });
  });

  it('the same format again changes nothing; a block without one is normal', () => {
    spec.given(tree).when(change({ kind: 'normal' })).then([]);
    spec.given([...tree, ...changed({ kind: 'emom', minutes: 10 })]).when(change({ kind: 'emom', minutes: '10' })).then([]);
  });

  it('folds the format into the block, drops it when set back to normal, and copies carry it', () => {
    const emom = [...tree, ...changed({ kind: 'emom', minutes: 10 })];
    expect(block(emom).format).toEqual({ kind: 'emom', minutes: 10 });
    expect(toBloque(block(emom), 20).formato).toEqual({ tipo: 'emom', minutos: 10 });
    const normal = [...emom, ...changed({ kind: 'normal' })];
    expect(block(normal)).toEqual(block(tree));
    expect(toBloque(block(normal), 20)).not.toHaveProperty('formato');
    spec.given(emom).when({ type: 'CopyBlock', planId, blockId: 30, dayId: 20, ids: [31] }).then([
      { type: 'BlockCopied', data: { planId, sourceBlockId: 30, dayId: 20, block: { id: 31, name: 'Metcon', rest: 60, exercises: [], format: { kind: 'emom', minutes: 10 } } } },
    ]);
  });
});
