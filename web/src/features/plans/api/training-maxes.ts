import { useQuery } from '@tanstack/react-query';
import { trainingMaxesQuery } from '../../../api/workouts/training-maxes';
import type { TrainingMaxes } from '../../../lib/training-load';
import type { Planificacion } from './types';

const hasPercent = (plan: Planificacion) =>
  plan.semanas.some((w) => w.dias.some((d) => d.bloques.some((b) => b.ejercicios.some((e) => e.series.some((s) => s.porcentaje !== undefined)))));

/** Her training maxes, asked only for a plan with a % set (most plans have none: no extra call for them). */
export function useTrainingMaxesFor(plan: Planificacion | undefined): TrainingMaxes | undefined {
  return useQuery({ ...trainingMaxesQuery(), enabled: plan !== undefined && hasPercent(plan) }).data;
}
