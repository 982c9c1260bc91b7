import { Navigate } from 'react-router-dom';
import { AccountPage } from '../../features/account';
import { isStaff, useAuthMode, useSession, useSignedInUser } from '../../features/auth';
import { HealthCard } from '../../features/health';
import { NoticeChannelsCard } from '../../features/notifications/channels';
import { CalendarFeedCard } from '../../features/reminders';

/** The Cuenta screen exists for local accounts only; with Clerk its own screens manage the account. */
export function AccountRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  const mode = useAuthMode();
  if (mode !== 'local') return <Navigate to="/" replace />;
  return <AccountPage person={user} leave={() => signOut('/sign-in')} notices={<NoticeChannelsCard />} calendar={<CalendarFeedCard />} health={isStaff(user.role) ? undefined : <HealthCard />} />;
}
