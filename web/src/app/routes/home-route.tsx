import { useSignedInUser } from '../../features/auth';
import { MyBookingsPreview } from '../../features/booking';
import { HomePage } from '../../features/home';

export function HomeRoute() {
  const user = useSignedInUser();
  return <HomePage firstName={user.firstName} bookings={<MyBookingsPreview userId={user.userId} />} />;
}
