import { useSignedInUser } from '../../features/auth';
import { MonthlyPlanCard, PauseCard } from '../../features/billing';
import { PackagesPage } from '../../features/packages';

/**
 * /paquetes: her package and the studio's, with her monthly plan's card and her pauses from the billing feature. The
 * pauses sit under her package, whose end they move: she reads her package first on every visit, the pause when she
 * needs one.
 */
export function PackagesRoute() {
  const user = useSignedInUser();
  return <PackagesPage userId={user.userId} plan={<MonthlyPlanCard userId={user.userId} />} underPackage={<PauseCard userId={user.userId} />} />;
}
