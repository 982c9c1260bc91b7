import { describe, expect, it } from 'vitest';
import type { TrainingMaxEvent } from '../../events/catalog/workouts.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { proposedTrainingMax } from '../../domain/workouts/training-max';
import { plateIncrementDecider, trainingMaxDecider } from './training-max.decider';

const spec = streamDeciderSpec(trainingMaxDecider);
const who = { userId: 'ana', byId: 'coach', now: '2026-03-02T12:00:00.000Z' };
const setMax = (kg: unknown, exerciseName = 'Sentadilla') => ({ type: 'SetTrainingMax' as const, ...who, exerciseName, kg });
const confirm = (e1rm: number | null) => ({ type: 'ConfirmTrainingMax' as const, ...who, exerciseName: 'Sentadilla', e1rm });
const set100: TrainingMaxEvent = { type: 'TrainingMaxSet', data: { userId: 'ana', exerciseName: 'Sentadilla', kg: 100, byId: 'coach', at: who.now } };

describe('training max decider: a coach sets a member\'s max, or confirms the one her records propose', () => {
  it('sets a max in kg (either decimal mark), and the same max again changes nothing whatever the name\'s case', () => {
    spec.given([]).when(setMax(100)).then([set100]);
    spec.given([]).when(setMax('102,5')).then([{ type: 'TrainingMaxSet', data: { ...set100.data, kg: 102.5 } }]);
    spec.given([set100]).when(setMax(100, '  sentadilla ')).then([]);
  });

  it('refuses a max off 0,25 kg steps, out of 0,25-1000 kg, or without an exercise', () => {
    for (const kg of [0, -5, 1000.25, 101.1, 'cien']) spec.given([]).when(setMax(kg)).thenRejects({ status: 400, code: 'INVALID_TRAINING_MAX' });
    spec.given([]).when(setMax(100, '  ')).thenRejects('NAME_REQUIRED');
  });

  it('confirms the e1RM rounded down to 0,25 kg, and refuses when she has no record of it', () => {
    spec.given([]).when(confirm(116.7)).then([{ type: 'TrainingMaxConfirmed', data: { ...set100.data, kg: 116.5, e1rm: 116.7 } }]);
    spec.given([{ type: 'TrainingMaxConfirmed', data: { ...set100.data, kg: 116.5, e1rm: 116.7 } }]).when(confirm(116.7)).then([]);
    spec.given([]).when(confirm(null)).thenRejects({ status: 409, code: 'TRAINING_MAX_NO_RECORD' });
  });

  it('never proposes more than the estimate', () => {
    expect([proposedTrainingMax(100), proposedTrainingMax(100.24), proposedTrainingMax(133.3)]).toEqual([100, 100, 133.25]);
  });
});

describe('plate increment decider: the studio\'s plates loads round to', () => {
  const plates = streamDeciderSpec(plateIncrementDecider);
  it('takes 1, 1,25, 2,5 or 5 kg, starts at 2,5 and refuses anything else', () => {
    plates.given([]).when({ type: 'SetPlateIncrement', kg: '1,25' }).then([{ type: 'PlateIncrementSet', data: { kg: 1.25 } }]);
    plates.given([]).when({ type: 'SetPlateIncrement', kg: 2.5 }).then([]);
    for (const kg of [0, 2, 10, 'dos']) plates.given([]).when({ type: 'SetPlateIncrement', kg }).thenRejects({ status: 400, code: 'INVALID_PLATE_INCREMENT' });
  });
});
