import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The admin panel's menu (/admin). */
export const adminFeature: WebFeature = {
  name: 'admin',
  routes: { adminPanel: [{ index: true, ...onDemand(() => import('./index'), 'AdminMenu') }] },
};
