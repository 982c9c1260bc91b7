import { onDemand, type WebFeature } from '../../lib/feature-module';

const screens = () => import('./index');

/** Disciplines, the weekly schedule and the packages on sale (admin screens; Editar paquetes is composed in app/routes/edit-packages-route.tsx). */
export const catalogFeature: WebFeature = {
  name: 'catalog',
  routes: {
    adminPanel: [
      { path: 'horarios', ...onDemand(screens, 'SchedulesAdminPage') },
      { path: 'disciplinas', ...onDemand(screens, 'DisciplinesAdminPage') },
      { path: 'paquetes', ...onDemand(screens, 'CreatePackagePage') },
    ],
  },
  topicHandlers: () => import('./realtime').then((m) => [m.catalogTopicHandlers]),
};
