import { useSignedInUser } from '../../features/auth';
import { MonthlyPlanCard, PauseCard } from '../../features/billing';
import { MakeupsCard } from '../../features/booking';
import { PackagesPage } from '../../features/packages';

/**
 * /paquetes: her package and the studio's, with her monthly plan's card and her pauses from the billing feature. The
 * pauses sit under her package, whose end they move: she reads her package first on every visit, the pause when she
 * needs one. Her make-up rights follow (booking feature): classes she is owed, beside the credits she holds.
 */
export function PackagesRoute() {
  const user = useSignedInUser();
  return (
    <PackagesPage
      userId={user.userId}
      plan={<MonthlyPlanCard userId={user.userId} />}
      underPackage={
        <>
          <PauseCard userId={user.userId} />
          <MakeupsCard userId={user.userId} />
        </>
      }
    />
  );
}
