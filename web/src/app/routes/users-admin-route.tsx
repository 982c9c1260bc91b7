import { AssignPlansButton } from '../../features/groups';
import { UsersAdminPage } from '../../features/membership';

/** Usuarios with the groups feature's "assign plans" button in each card (features never import each other). */
export function UsersAdminRoute() {
  return <UsersAdminPage renderAssignPlans={(user) => <AssignPlansButton user={user} />} />;
}
