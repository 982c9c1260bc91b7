import { lazy, Suspense } from 'react';
import { isStaff, useAuthMode, useSession, useSignedInUser } from '../../features/auth';
import { WaitlistNotice } from '../../features/booking';
import { useKeepPlansOffline } from '../../features/plans';
import { ShellLayout } from '../../features/shell';
import { RestTimerProvider, TimerBar } from '../../features/timer';
import { CommentNotice, useKeepLastTimeOffline } from '../../features/workouts';
import { useOfflineQueue } from '../../lib/offline/use-sync-status';
import { useNavBadges } from './nav-badges';

// Loaded after the first screen: members never pay for it in the first load, and staff never load it.
const TermsGate = lazy(() => import('../../features/health').then((m) => ({ default: m.TermsGate })));

export function ShellRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const localAccount = useAuthMode() === 'local';
  // Sets logged with no signal go out now (app start) and on every reconnection.
  useOfflineQueue(user.userId);
  // Every plan day's "last time" asked once on start, so the worker has it for days never opened with signal.
  useKeepLastTimeOffline(!isStaff(user.role));
  // And every plan assigned to them, so one never opened with signal still opens there (and when one is assigned).
  useKeepPlansOffline(!isStaff(user.role));
  // The member's new coach comments, as a count on the nav (live: the user topic refreshes it).
  const badges = useNavBadges(!isStaff(user.role));
  return (
    <RestTimerProvider key={user.userId} memberId={user.userId}>
      <ShellLayout isAdmin={user.role === 'admin'} isStaff={isStaff(user.role)} localAccount={localAccount} onSignOut={() => signOut('/')} topBar={<TimerBar />} badges={badges} />
      {/* "Reserva confirmada" the moment a waitlist promotes the member, on any screen. */}
      <WaitlistNotice userId={user.userId} />
      {/* "Comentario de tu profe" when a coach comments one of the member's sessions. */}
      <CommentNotice userId={user.userId} />
      {/* The studio's terms, when it changed them since she accepted (or she never did). */}
      {!isStaff(user.role) && (
        <Suspense fallback={null}>
          <TermsGate onSignOut={() => signOut('/')} />
        </Suspense>
      )}
    </RestTimerProvider>
  );
}
