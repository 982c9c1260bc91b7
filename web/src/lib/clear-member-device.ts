import { clearMemberItems } from './member-storage';
import { forgetOfflineSession } from './offline/clear-offline-reads';

/**
 * THE cleanup when a member's session ends on this device, whichever way it ends (the sign-out button, an expired or
 * revoked session, Clerk's sign-out): their cached API answers, their localStorage values (the rest timer), and the
 * offline queue's owner, so nobody's queued commands are sent until their member signs in again. Safe to call again
 * (an app opened signed out calls it on start). Commands still queued stay, tagged with their member: sets logged with
 * no signal are the member's training, and the shell warns before signing out with them (sign-out-warning.ts).
 */
export async function clearMemberDevice(): Promise<void> {
  clearMemberItems();
  await forgetOfflineSession();
}
