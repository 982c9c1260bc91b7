import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One rule for what a screen shows after a command. An accepted command's change comes back as a realtime notice
 * (the server names the topics it touched; each feature's topic handlers refresh their queries), on the sending tab
 * too, so that tab does not refresh the same queries itself: it would fetch each one twice. It refreshes them only
 * when no notice will come: the change feed is not open (offline, reconnecting, not yet started) or the command was
 * refused or lost (nothing changed, but what the screen shows may be stale: the class filled up meanwhile).
 */
export type CommandOutcome = 'accepted' | 'refused';

let feedOpen = false;

/** The change feed says whether notices reach this tab now (lib/realtime.ts, on open, close and stop). */
export function setChangeFeedOpen(open: boolean): void {
  feedOpen = open;
}

const noticeWillCome = () => feedOpen && !(typeof navigator !== 'undefined' && navigator.onLine === false);

export async function refreshAfterCommand(queryClient: QueryClient, keys: readonly QueryKey[], outcome: CommandOutcome): Promise<void> {
  if (outcome === 'accepted' && noticeWillCome()) return;
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The rule as a mutation's callback: `useMutation({ mutationFn, ...refreshesAfter(queryClient, keys) })`. */
export const refreshesAfter = (queryClient: QueryClient, keys: readonly QueryKey[]) => ({
  onSettled: (_data: unknown, error: unknown) => refreshAfterCommand(queryClient, keys, error ? 'refused' : 'accepted'),
});
