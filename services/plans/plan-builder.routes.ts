import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { plansApi } from '../../contract/routes/plans';
import { orUndefined, planEditor } from './plan-edit';

// Coaches build plans too (staff).
const staff = { access: 'staff' as const };

/**
 * The plan builder's commands beyond SPEC.md §7 (issue 14: a plan built in minutes): an exercise's notes.
 * Each answers what it changed, like the other editor routes.
 */
export const planBuilderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = planEditor(app);

  app.put('/api/planificaciones/updateEjercicioNotas', { config: staff, schema: plansApi['PUT /api/planificaciones/updateEjercicioNotas'] }, async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'ChangeExerciseNotes', { kind: 'exercise', id: exerciseId }, (_s, t) => ({
      command: { type: 'ChangeExerciseNotes', planId: t.planId, exerciseId: exerciseId!, notes: request.body.notas },
      id: exerciseId!,
    }));
  });
};
