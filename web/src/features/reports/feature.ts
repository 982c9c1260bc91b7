import { onDemand, type WebFeature } from '../../lib/feature-module';
import { reportTopicHandlers } from './api/report-topics';

/** The admin's dashboard (/dashboard). */
export const reportsFeature: WebFeature = {
  name: 'reports',
  routes: { admin: [{ path: 'dashboard', children: [
    { path: '', ...onDemand(() => import('./index'), 'DashboardPage') },
    // A figure's drill-down: /dashboard/detalle/ingresos?desde&hasta
    { path: 'detalle/:cifra', ...onDemand(() => import('./figure-detail'), 'FigureDetailPage') },
  ] }] },
  topicHandlers: [reportTopicHandlers],
};
