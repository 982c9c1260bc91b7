import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { groupCommands, useGroupCommand } from '../api/group-commands';
import { groupMembersQuery } from '../../../api/groups/group-members';
import { useGroupPlans } from '../api/get-group-plans';
import { planListQuery } from '../../../api/plans/plan-list';
import { useCandidates } from '../api/get-candidates';
import type { Grupo } from '../api/types';
import { personName } from '../api/types';
import { ChecklistDialog } from './checklist-dialog';

type Notice = { ok: boolean; text: string } | null;

/** The group modal: its members and plans, with add-users and add-plans dialogs (already assigned ones hidden). */
export function GroupDialog({ group, onClose }: { group: Grupo; onClose: () => void }) {
  const members = (useQuery(groupMembersQuery()).data ?? []).filter((m) => m.grupo_id === group.id);
  const plans = (useGroupPlans().data ?? []).filter((p) => p.grupo_id === group.id);
  const [adding, setAdding] = useState<'users' | 'plans' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const users = useCandidates(adding === 'users');
  const planOptions = useQuery({ ...planListQuery(), enabled: adding === 'plans' });
  const addUsers = useGroupCommand(groupCommands.addUsers);
  const removeUser = useGroupCommand(groupCommands.removeUser);
  const addPlans = useGroupCommand(groupCommands.addPlans);
  const removePlan = useGroupCommand(groupCommands.removePlan);

  const memberIds = new Set(members.map((m) => m.clerk_user_id));
  const planIds = new Set(plans.map((p) => p.planificacion_id));
  const assignPlans = async (planificacionIds: number[]) => {
    try {
      await addPlans.mutateAsync({ grupoId: group.id, planificacionIds });
      setNotice({ ok: true, text: 'Las planificaciones han sido asignadas correctamente' });
    } catch (failure) {
      setNotice({ ok: false, text: 'Hubo un error asignando las planificaciones' });
      throw failure;
    }
  };
  const fail = (failure: unknown) => setNotice({ ok: false, text: errorDetail(failure) });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={group.nombre}>
      {notice && <NoticeText role={notice.ok ? 'status' : 'alert'} $ok={notice.ok}>{notice.text}</NoticeText>}
      <h3>Socios</h3>
      {members.length === 0 ? (
        <EmptyState>Este grupo no tiene socios.</EmptyState>
      ) : (
        <List aria-label="Socios del grupo">
          {members.map((m) => (
            <Item key={m.clerk_user_id}>
              <span>{personName(m)}</span>
              <Remove aria-label={`Quitar a ${personName(m)}`} onClick={() => removeUser.mutate({ grupoId: group.id, userId: m.clerk_user_id }, { onError: fail })}>
                <Trash2 size={16} aria-hidden="true" />
              </Remove>
            </Item>
          ))}
        </List>
      )}
      <h3>Planificaciones</h3>
      {plans.length === 0 ? (
        <EmptyState>Este grupo no tiene planificaciones.</EmptyState>
      ) : (
        <List aria-label="Planificaciones del grupo">
          {plans.map((p) => (
            <Item key={p.planificacion_id}>
              <span>{p.nombre}</span>
              <Remove aria-label={`Quitar ${p.nombre}`} onClick={() => removePlan.mutate({ grupoId: group.id, planificacionId: p.planificacion_id }, { onError: fail })}>
                <Trash2 size={16} aria-hidden="true" />
              </Remove>
            </Item>
          ))}
        </List>
      )}
      <Buttons>
        <Button $variant="secondary" onClick={() => setAdding('users')}>
          <UserPlus size={18} aria-hidden="true" /> Agregar usuarios
        </Button>
        <Button $variant="secondary" onClick={() => setAdding('plans')}>
          <ClipboardList size={18} aria-hidden="true" /> Agregar planificaciones
        </Button>
      </Buttons>
      <ChecklistDialog
        open={adding === 'users'}
        onClose={() => setAdding(null)}
        title={`Agregar usuarios a ${group.nombre}`}
        loading={users.isPending}
        options={(users.data ?? []).filter((u) => !memberIds.has(u.clerkUserId)).map((u) => ({ key: u.clerkUserId, label: personName(u), hint: u.email }))}
        emptyText="Todos los usuarios ya están en este grupo."
        confirmLabel="Agregar usuarios"
        onConfirm={(userIds) => addUsers.mutateAsync({ grupoId: group.id, userIds }).catch((failure) => { fail(failure); throw failure; })}
      />
      <ChecklistDialog
        open={adding === 'plans'}
        onClose={() => setAdding(null)}
        title={`Agregar planificaciones a ${group.nombre}`}
        loading={planOptions.isPending}
        options={(planOptions.data ?? []).filter((p) => !planIds.has(p.id)).map((p) => ({ key: p.id, label: p.nombre }))}
        emptyText="Todas las planificaciones ya están asignadas a este grupo."
        confirmLabel="Asignar planificaciones"
        onConfirm={assignPlans}
      />
    </Dialog>
  );
}

const NoticeText = styled.p<{ $ok: boolean }>`
  font-weight: 650;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 2px 4px 2px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Remove = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.dangerSoft}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
