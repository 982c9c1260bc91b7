import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The admin's dashboard (/dashboard). */
export const reportsFeature: WebFeature = {
  name: 'reports',
  routes: { admin: [{ path: 'dashboard', children: [
    { path: '', ...onDemand(() => import('./index'), 'DashboardPage') },
    // A figure's drill-down: /dashboard/detalle/ingresos?desde&hasta
    { path: 'detalle/:cifra', ...onDemand(() => import('./figure-detail'), 'FigureDetailPage') },
  ] }] },
  topicHandlers: () => import('./api/report-topics').then((m) => [m.reportTopicHandlers]),
};
