import { useSignedInUser } from '../../features/auth';
import { GroupsAdminPage } from '../../features/groups';

/**
 * /crearPlanificaciones/grupos (staff): the groups screen reached from the plan list. Coaches manage who is in each
 * group and which plans it holds; adding, renaming and deleting groups stays with admins (as on the server).
 */
export function GroupsRoute() {
  const user = useSignedInUser();
  return <GroupsAdminPage canManageGroups={user.role === 'admin'} backTo={{ to: '/crearPlanificaciones', label: 'Planificaciones' }} />;
}
