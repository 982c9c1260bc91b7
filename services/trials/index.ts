import { trialClassesProjector } from '../../projections/trials/trial-classes.projector';
import { trialLeadsProjector } from '../../projections/trials/trial-leads.projector';
import { trialSettingsProjector } from '../../projections/trials/trial-settings.projector';
import { trialsTopics } from '../../projections/trials/trials.topics';
import type { FeatureModule } from '../feature-module';
import { trialsRoutes } from './trials.routes';

/** The public schedule, trial classes booked from it, and the leads they bring to the owner. */
export const trialsFeature: FeatureModule = {
  name: 'trials',
  // Hacer socia opens a local account only where accounts are local; with Clerk it links the one she signs up with.
  routes: [{ plugin: trialsRoutes, options: (ctx) => ({ authMode: ctx.authMode }) }],
  projectors: [trialClassesProjector, trialLeadsProjector, trialSettingsProjector],
  topics: trialsTopics,
};
