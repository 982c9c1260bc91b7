import { onDemand, type WebFeature } from '../../lib/feature-module';
import { plansTopicHandlers } from './realtime';

/** The member's plans (list; the viewer is composed in app/routes) and the admin's assignment screen. */
export const plansFeature: WebFeature = {
  name: 'plans',
  routes: {
    member: [{ path: 'planificaciones', ...onDemand(() => import('./pages'), 'PlanListPage') }],
    adminPanel: [{ path: 'planificaciones_usr', ...onDemand(() => import('./staff'), 'AssignPlansPage') }],
  },
  topicHandlers: [plansTopicHandlers],
};
