import { useAuthMode, useSession, useSignedInUser } from '../../features/auth';
import { ShellLayout } from '../../features/shell';
import { RestTimerProvider, TimerBar } from '../../features/timer';

export function ShellRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const localAccount = useAuthMode() === 'local';
  return (
    <RestTimerProvider>
      <ShellLayout isAdmin={user.role === 'admin'} localAccount={localAccount} onSignOut={() => signOut('/')} topBar={<TimerBar />} />
    </RestTimerProvider>
  );
}
