import { registerTopicHandler } from '../../../lib/realtime';
import { packageKeys } from './package-keys';

const USER_TOPIC = 'user:';

/** Realtime: the offer follows `catalog`; the member's package, request and credits follow `user:<id>`. */
export function registerPackagesTopics(): () => void {
  const stops = [
    registerTopicHandler('catalog', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: packageKeys.offer })),
    registerTopicHandler(USER_TOPIC, (topic, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: packageKeys.member(topic.slice(USER_TOPIC.length)) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
