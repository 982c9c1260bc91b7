import { useSignedInUser } from '../../features/auth';
import { HomePage } from '../../features/home';

export function HomeRoute() {
  const user = useSignedInUser();
  return <HomePage firstName={user.firstName} />;
}
