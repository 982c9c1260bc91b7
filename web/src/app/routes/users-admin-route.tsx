import { AssignPlansButton } from '../../features/groups';
import { MemberHealthButton } from '../../features/health';
import { UsersAdminPage } from '../../features/membership';

/** Usuarios with the groups feature's "assign plans" and the health feature's file in each card (features never import each other). */
export function UsersAdminRoute() {
  return (
    <UsersAdminPage
      renderAssignPlans={(user) => (
        <>
          <AssignPlansButton user={user} />
          <MemberHealthButton user={user} />
        </>
      )}
    />
  );
}
