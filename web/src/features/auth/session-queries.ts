import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearMemberDevice } from '../../lib/clear-member-device';
import { meQueryKey } from './api/get-me';

/**
 * Drops every cached answer that belonged to the user, keeping only the app config; and everything the member left
 * on this device (clearMemberDevice: the worker's offline copies, the rest timer, the queue's owner), so the next
 * person on this phone never sees them.
 */
export function forgetUserQueries(queryClient: QueryClient): void {
  void clearMemberDevice();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'app-config' && query.queryKey[0] !== meQueryKey[0],
  });
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * The server (or Clerk) says nobody is signed in: whatever a member left here goes, however their session ended (it
 * expired while the app was closed, it was closed on every device, another tab signed out). Runs before anyone can
 * sign in on this screen, so a queued command is never sent with the next member's session. Not on a network error:
 * an app opened with no signal keeps its member's offline copies.
 */
export function useForgetDeviceWhenSignedOut(signedOut: boolean): void {
  useEffect(() => {
    if (signedOut) void clearMemberDevice();
  }, [signedOut]);
}
