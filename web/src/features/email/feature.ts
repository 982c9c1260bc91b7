import { onDemand, type WebFeature } from '../../lib/feature-module';

/** The admins' view of outgoing email (/admin/correos): whether the studio sends it, and what failed. */
export const emailFeature: WebFeature = {
  name: 'email',
  routes: { adminPanel: [{ path: 'correos', ...onDemand(() => import('./index'), 'EmailOutboxPage') }] },
};
