import { useSignedInUser } from '../../features/auth';
import { PackagesPage } from '../../features/packages';

export function PackagesRoute() {
  const user = useSignedInUser();
  return <PackagesPage userId={user.userId} />;
}
