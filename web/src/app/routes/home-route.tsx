import { useSignedInUser } from '../../features/auth';
import { MyBookingsPreview } from '../../features/booking';
import { HomePage } from '../../features/home';
import { NewsFeed } from '../../features/news';
import { NotificationsSwitch } from '../../features/notifications';
import { MyPlansPreview } from '../../features/plans';

export function HomeRoute() {
  const user = useSignedInUser();
  return (
    <HomePage
      firstName={user.firstName}
      bookings={<MyBookingsPreview userId={user.userId} />}
      news={<NewsFeed />}
      notifications={<NotificationsSwitch />}
      plans={<MyPlansPreview />}
    />
  );
}
