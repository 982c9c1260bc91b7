import { onDemand, type WebFeature } from '../../lib/feature-module';

// One chunk for both screens: each loader costs every first load its list of chunks to preload.
const screens = () => import('./screens');

/** The public schedule with its trial classes (/horario, no sign-in), and the owner's leads with the trial settings. */
export const trialsFeature: WebFeature = {
  name: 'trials',
  routes: {
    public: [{ path: 'horario', ...onDemand(screens, 'PublicSchedulePage') }],
    adminPanel: [{ path: 'interesados', ...onDemand(screens, 'LeadsPage') }],
  },
  topicHandlers: () => import('./api/trials-topics').then((m) => [m.trialsTopicHandlers]),
};
