import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The admin's plan assignment screen; the member's list and viewer are composed in app/routes (with workouts). */
export const plansFeature: WebFeature = {
  name: 'plans',
  routes: {
    adminPanel: [{ path: 'planificaciones_usr', ...onDemand(() => import('./staff'), 'AssignPlansPage') }],
  },
  topicHandlers: () => import('./realtime').then((m) => [m.plansTopicHandlers]),
};
