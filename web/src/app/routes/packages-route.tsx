import { useSignedInUser } from '../../features/auth';
import { MonthlyPlanCard } from '../../features/billing';
import { PackagesPage } from '../../features/packages';

/** /paquetes: her package and the studio's, with her monthly plan's card from the billing feature. */
export function PackagesRoute() {
  const user = useSignedInUser();
  return <PackagesPage userId={user.userId} plan={<MonthlyPlanCard userId={user.userId} />} />;
}
