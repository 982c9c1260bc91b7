import { isStaff, useAuthMode, useSession, useSignedInUser } from '../../features/auth';
import { WaitlistNotice } from '../../features/booking';
import { ShellLayout } from '../../features/shell';
import { RestTimerProvider, TimerBar } from '../../features/timer';

export function ShellRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const localAccount = useAuthMode() === 'local';
  return (
    <RestTimerProvider>
      <ShellLayout isAdmin={user.role === 'admin'} isStaff={isStaff(user.role)} localAccount={localAccount} onSignOut={() => signOut('/')} topBar={<TimerBar />} />
      {/* "Reserva confirmada" the moment a waitlist promotes the member, on any screen. */}
      <WaitlistNotice userId={user.userId} />
    </RestTimerProvider>
  );
}
