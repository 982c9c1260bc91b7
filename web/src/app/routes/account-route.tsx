import { AccountPage } from '../../features/account';
import { isStaff, useAuthMode, useSession, useSignedInUser } from '../../features/auth';
import { HealthCard } from '../../features/health';
import { NoticeChannelsCard } from '../../features/notifications/channels';
import { CalendarFeedCard } from '../../features/reminders';

/** Cuenta in both modes: with Clerk only phone, calendar feed and notice channels (Clerk's own screens manage the rest). */
export function AccountRoute() {
  const user = useSignedInUser();
  const { signOut } = useSession();
  if (useAuthMode() !== 'local') return <AccountPage person={user} leave={() => signOut('/sign-in')} notices={<NoticeChannelsCard />} calendar={<CalendarFeedCard />} clerkManaged />;
  return <AccountPage person={user} leave={() => signOut('/sign-in')} notices={<NoticeChannelsCard />} calendar={<CalendarFeedCard />} health={isStaff(user.role) ? undefined : <HealthCard />} />;
}
