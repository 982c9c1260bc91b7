import styled from 'styled-components';
import type { PlanAssignee } from '../../../../../contract/plans';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { usePlanAssignees } from '../api/get-plan-assignees';
import type { PlanListItem } from '../api/types';

interface Member {
  id: string;
  name: string;
  direct: boolean;
  groups: string[];
}

/** One line per member: a member with the plan both directly and through groups is listed once, saying all. */
function membersOf(assignees: PlanAssignee[], planId: number | undefined): Member[] {
  const byId = new Map<string, Member>();
  for (const a of assignees) {
    if (a.planificacion_id !== planId) continue;
    const member = byId.get(a.clerk_user_id) ?? { id: a.clerk_user_id, name: `${a.first_name} ${a.last_name}`.trim(), direct: false, groups: [] };
    if (a.via === 'directo') member.direct = true;
    else if (a.grupo !== null) member.groups.push(a.grupo);
    byId.set(a.clerk_user_id, member);
  }
  return [...byId.values()];
}

const howLabel = (m: Member) =>
  [m.direct ? 'Directo' : null, ...m.groups.map((g) => `Grupo ${g}`)].filter((s): s is string => s !== null).join(' · ');

/** Who has the plan, directly or through a group, and which (docs/product.md §2 "assigned-users button"). */
export function AssignedUsersDialog({ plan, onClose }: { plan: PlanListItem | null; onClose: () => void }) {
  const assignees = usePlanAssignees(plan !== null);
  const members = membersOf(assignees.data ?? [], plan?.id);
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()} title={`Usuarios con ${plan?.nombre ?? ''}`}>
      {assignees.isPending ? (
        <EmptyState role="status">Cargando usuarios...</EmptyState>
      ) : members.length === 0 ? (
        <EmptyState>Ningún usuario tiene esta planificación asignada.</EmptyState>
      ) : (
        <List aria-label="Usuarios asignados">
          {members.map((m) => (
            <li key={m.id}>
              <span>{m.name}</span>
              <Via>{howLabel(m)}</Via>
            </li>
          ))}
        </List>
      )}
    </Dialog>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
`;

const Via = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
