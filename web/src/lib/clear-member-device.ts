import { clearMemberItems } from './member-storage';
import { forgetOfflineSession } from './offline/clear-offline-reads';

/**
 * THE cleanup when a member's session ends on this device, whichever way it ends (the sign-out button, an expired or
 * revoked session, Clerk's sign-out): their cached API answers, their localStorage values (the rest timer), the
 * offline queue's owner, so nobody's queued commands are sent until their member signs in again, and this browser's
 * push subscription. Safe to call again (an app opened signed out calls it on start). Commands still queued stay,
 * tagged with their member: sets logged with no signal are the member's training, and the shell warns before signing
 * out with them (sign-out-warning.ts).
 */
export async function clearMemberDevice(): Promise<void> {
  clearMemberItems();
  await Promise.all([forgetOfflineSession(), dropPushSubscription()]);
}

/**
 * The browser's push subscription was made while this member was signed in, and the server sends their notices to it
 * (a coach's comment, a class moved): unsubscribed, the push service refuses it and the server deletes it. The next
 * member turns notifications on for themselves (the home's "Activar notificaciones").
 */
async function dropPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No worker or no push here: nothing was subscribed.
  }
}
