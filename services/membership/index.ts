import { accountLinksProjector } from '../../projections/membership/account-links.projector';
import { memberPhonesProjector } from '../../projections/membership/member-phones.projector';
import { usersProjector } from '../../projections/membership/users.projector';
import { usersTopics } from '../../projections/membership/users.topics';
import { routes, type FeatureModule } from '../feature-module';
import { accountRecoveryRoutes } from './account-recovery.routes';
import { accountRoutes } from './account.routes';
import { localAuthRoutes } from './auth.routes';
import { clerkWebhookRoutes } from './clerk-webhook.routes';
import { configRoutes } from './config.routes';
import { memberListRoutes } from './member-list.routes';
import { memberPhoneRoutes } from './member-phone.routes';
import { userRoutes } from './user.routes';

const localAccountsOnly = { when: (ctx: { authMode: string }) => ctx.authMode === 'local', options: (ctx: { authRateLimit: number }) => ({ authRateLimit: ctx.authRateLimit }) };

/** Accounts (local sign-in or Clerk), profiles, roles and the app's public configuration. */
export const membershipFeature: FeatureModule = {
  name: 'membership',
  routes: [
    routes(configRoutes),
    routes(userRoutes),
    routes(memberListRoutes),
    routes(memberPhoneRoutes),
    { plugin: localAuthRoutes, ...localAccountsOnly },
    { plugin: accountRoutes, ...localAccountsOnly },
    // Always served so that Clerk mode answers 404 LOCAL_ACCOUNTS_ONLY rather than a bare 404.
    { plugin: accountRecoveryRoutes, options: localAccountsOnly.options },
    // Always served so it can answer 404 as a problem; only Clerk mode with CLERK_WEBHOOK_SECRET acts on it.
    routes(clerkWebhookRoutes),
  ],
  projectors: [usersProjector, accountLinksProjector, memberPhonesProjector],
  topics: usersTopics,
};
