import { MemberBillingButton } from '../../features/billing';
import { AssignPlansButton } from '../../features/groups';
import { MemberHealthButton } from '../../features/health';
import { UsersAdminPage } from '../../features/membership';

/** Usuarios with the groups feature's "assign plans", the health feature's file and the billing feature's account in each card (features never import each other). */
export function UsersAdminRoute() {
  return (
    <UsersAdminPage
      renderAssignPlans={(user) => (
        <>
          <AssignPlansButton user={user} />
          <MemberHealthButton user={user} />
          <MemberBillingButton user={user} />
        </>
      )}
    />
  );
}
