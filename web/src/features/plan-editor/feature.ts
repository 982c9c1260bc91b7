import { onDemand, type WebFeature } from '../../lib/feature-module';
import { planEditorTopicHandlers } from './realtime';

/** The plan editor (/crearPlanificaciones, admins and coaches). */
export const planEditorFeature: WebFeature = {
  name: 'plan-editor',
  routes: { staff: [{ path: 'crearPlanificaciones', ...onDemand(() => import('./index'), 'PlanBuilderPage') }] },
  topicHandlers: [planEditorTopicHandlers],
};
