import { useSession, useSignedInUser } from '../../features/auth';
import { ShellLayout } from '../../features/shell';
import { RestTimerProvider, TimerBar } from '../../features/timer';

export function ShellRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  return (
    <RestTimerProvider>
      <ShellLayout isAdmin={user.role === 'admin'} onSignOut={() => signOut('/')} topBar={<TimerBar />} />
    </RestTimerProvider>
  );
}
