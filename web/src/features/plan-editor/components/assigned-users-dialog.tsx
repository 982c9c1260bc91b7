import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { usePlanMembers } from '../api/get-plan-members';
import type { PlanListItem } from '../api/types';

/** Who has the plan assigned directly (SPEC §2 "assigned-users button"). */
export function AssignedUsersDialog({ plan, onClose }: { plan: PlanListItem | null; onClose: () => void }) {
  const members = usePlanMembers(plan !== null);
  const assigned = (members.data ?? []).filter((link) => link.planificacion_id === plan?.id);
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()} title={`Usuarios con ${plan?.nombre ?? ''}`}>
      {members.isPending ? (
        <EmptyState role="status">Cargando usuarios...</EmptyState>
      ) : assigned.length === 0 ? (
        <EmptyState>Ningún usuario tiene esta planificación asignada.</EmptyState>
      ) : (
        <ul aria-label="Usuarios asignados">
          {assigned.map((link) => (
            <li key={link.clerk_user_id}>
              {link.first_name} {link.last_name}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
