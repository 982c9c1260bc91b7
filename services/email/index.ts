import type { FeatureModule } from '../feature-module';
import { emailRoutes } from './email.routes';
import { startEmailWorker } from './email-worker';

/** Email, the second channel beside push: notices and transactional mails through an SMTP relay, and unsubscribing. */
export const emailFeature: FeatureModule = {
  name: 'email',
  routes: [{ plugin: emailRoutes }],
  projectors: [],
  topics: [],
  // The email reactor queues notices from events and the worker delivers the outbox with retries (off without SMTP_URL).
  jobs: [({ database, config, clock, log }) => startEmailWorker({ database, config, clock, log })],
};
