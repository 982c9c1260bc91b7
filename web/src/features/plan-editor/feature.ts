import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The plan editor (/crearPlanificaciones, admins and coaches) and its exercise library (/crearPlanificaciones/biblioteca). */
export const planEditorFeature: WebFeature = {
  name: 'plan-editor',
  routes: {
    staff: [
      { path: 'crearPlanificaciones', ...onDemand(() => import('./index'), 'PlanBuilderPage') },
      { path: 'crearPlanificaciones/biblioteca', ...onDemand(() => import('./index'), 'ExerciseLibraryPage') },
    ],
  },
  topicHandlers: () => import('./realtime').then((m) => [m.planEditorTopicHandlers]),
};
