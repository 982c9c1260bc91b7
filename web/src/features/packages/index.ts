import { registerPackagesTopics } from './api/packages-topics';

export { PackagesPage } from './components/packages-page';

// Realtime invalidation for the whole app session: the offer, the member's package, request and credits.
registerPackagesTopics();
