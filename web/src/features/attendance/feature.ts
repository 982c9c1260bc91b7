import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The coach's class console (/profesor, admins and coaches) and the member's class history (on Mis Turnos). */
export const attendanceFeature: WebFeature = {
  name: 'attendance',
  routes: { staff: [{ path: 'profesor', ...onDemand(() => import('./index'), 'ClassConsolePage') }] },
  topicHandlers: () => import('./api/console-api').then((m) => [m.attendanceTopicHandlers]),
};
