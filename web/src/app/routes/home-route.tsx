import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../../features/auth';
import { MyBookingsPreview } from '../../features/booking';
import { HomePage } from '../../features/home';
import { NewsFeed } from '../../features/news';
import { NotificationsSwitch } from '../../features/notifications';
import { MyPlansPreview } from '../../features/plans';
import { TrainTodayButton } from '../../features/workouts';
import { Spinner } from '../../components/spinner';

// Staff homes load on demand: a member's first load stays the member's.
const OwnerHome = lazy(() => import('../../features/home/staff').then((m) => ({ default: m.OwnerHome })));
const CoachHome = lazy(() => import('../../features/home/staff').then((m) => ({ default: m.CoachHome })));
// Her plan's notice comes with the billing feature's chunk, not the member's first load.
const PlanHomeNotice = lazy(() => import('../../features/billing').then((m) => ({ default: m.PlanHomeNotice })));

/** Home by role: the owner's day (classes, what waits, income), the coach's classes and rosters, the member's own. */
export function HomeRoute() {
  const user = useSignedInUser();
  if (user.role === 'admin' || user.role === 'coach') {
    const StaffHome = user.role === 'admin' ? OwnerHome : CoachHome;
    return (
      <Suspense fallback={<Spinner />}>
        <StaffHome firstName={user.firstName} notifications={<NotificationsSwitch />} />
      </Suspense>
    );
  }
  return (
    <HomePage
      firstName={user.firstName}
      bookings={<MyBookingsPreview userId={user.userId} />}
      news={<NewsFeed />}
      notifications={<NotificationsSwitch />}
      account={<Suspense fallback={null}><PlanHomeNotice userId={user.userId} /></Suspense>}
      plans={<MyPlansPreview planAction={(plan) => <TrainTodayButton planificacionId={plan.id} />} />}
    />
  );
}
