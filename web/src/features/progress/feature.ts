import { onDemand, type WebFeature } from '../../lib/feature-module';

/**
 * Progress beyond kilograms: the member's body measurements and progress photos, private until she shares them. The
 * coach's view of them is a section of the workouts feature's member page, composed in app/routes.
 */
export const progressFeature: WebFeature = {
  name: 'progress',
  routes: { member: [{ path: 'progreso', ...onDemand(() => import('./index'), 'MyProgressPage') }] },
};
