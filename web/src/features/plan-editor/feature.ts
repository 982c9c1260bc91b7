import { onDemand, type WebFeature } from '../../lib/feature-module';
import { planEditorTopicHandlers } from './realtime';

/** The plan editor (/crearPlanificaciones, admins only). */
export const planEditorFeature: WebFeature = {
  name: 'plan-editor',
  routes: { admin: [{ path: 'crearPlanificaciones', ...onDemand(() => import('./index'), 'PlanBuilderPage') }] },
  topicHandlers: [planEditorTopicHandlers],
};
