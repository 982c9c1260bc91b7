import { useSession, useSignedInUser } from '../../features/auth';
import { ShellLayout } from '../../features/shell';
import { TimerBarSlot } from '../../features/timer';

export function ShellRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  return <ShellLayout isAdmin={user.role === 'admin'} onSignOut={() => signOut('/')} topBar={<TimerBarSlot />} />;
}
