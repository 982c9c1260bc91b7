import { registerTopicHandler } from '../../lib/realtime';
import { catalogKeys } from './api/catalog-keys';

/** Any catalog change (disciplines, schedule, packages) refetches the catalog lists on screen. */
export function registerCatalogTopics(): () => void {
  return registerTopicHandler('catalog', (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: catalogKeys.all }));
}
