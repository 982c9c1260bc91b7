import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { subscribeWaitlistNotices, waitlistNotices } from '../api/waitlist-notices';

// The notices' words and icons load after the first paint: every member's first load carries only this listener
// (the budget of \`npm run size\`), and the stack is fetched before any notice can arrive.
const loadStack = () => import('./waitlist-notice-stack');
const WaitlistNoticeStack = lazy(() => loadStack().then((m) => ({ default: m.WaitlistNoticeStack })));

/**
 * "Reserva confirmada" the moment the member is promoted from a waitlist (or "Se liberó un lugar" when a place
 * is offered to the whole list), "Clase movida" when a class they booked or wait for moved, "Tu turno fijo terminó"
 * when the studio removed a turno fijo's class from the schedule, on whatever screen is open. Admins receive every
 * member's topic: each sees only their own notices.
 */
export function WaitlistNotice({ userId }: { userId: string }) {
  useEffect(() => void loadStack(), []);
  const all = useSyncExternalStore(subscribeWaitlistNotices, waitlistNotices);
  const mine = all.filter((n) => n.userId === userId);
  if (mine.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitlistNoticeStack notices={mine} />
    </Suspense>
  );
}
