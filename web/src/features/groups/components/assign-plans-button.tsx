import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { planListQuery } from '../../../api/plans/plan-list';
import { planMembersQuery } from '../../../api/plans/plan-members';
import { useAssignPlansToUser, useRemovePlanFromUser } from '../api/user-plan-commands';
import { ChecklistDialog } from './checklist-dialog';
import { Item, List, Remove } from './group-dialog';

type Notice = { ok: boolean; text: string } | null;

/** Usuarios' "Asignar planificaciones": the user's plans with remove, and a checklist of the others. */
export function AssignPlansButton({ user }: { user: { clerkUserId: string; nombre: string } }) {
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const links = useQuery({ ...planMembersQuery(), enabled: open });
  const plans = useQuery({ ...planListQuery(), enabled: open });
  const assign = useAssignPlansToUser();
  const remove = useRemovePlanFromUser();
  const mine = (links.data ?? []).filter((l) => l.clerk_user_id === user.clerkUserId);
  const mineIds = new Set(mine.map((l) => l.planificacion_id));

  const assignPlans = async (planificacionIds: number[]) => {
    try {
      await assign.mutateAsync({ clerkUserId: user.clerkUserId, planificacionIds });
      setNotice({ ok: true, text: 'Las planificaciones han sido asignadas correctamente' });
    } catch (failure) {
      setNotice({ ok: false, text: 'Hubo un error asignando las planificaciones' });
      throw failure;
    }
  };
  const removePlan = (planificacionId: number) =>
    remove.mutate(
      { clerkUserId: user.clerkUserId, planificacionId },
      {
        onSuccess: () => setNotice({ ok: true, text: 'La planificación ha sido eliminada correctamente' }),
        onError: () => setNotice({ ok: false, text: 'Hubo un error eliminando la planificación' }),
      },
    );

  return (
    <>
      <Small $variant="secondary" onClick={() => { setNotice(null); setOpen(true); }}>
        <ClipboardList size={16} aria-hidden="true" /> Asignar planificaciones
      </Small>
      <Dialog open={open} onOpenChange={setOpen} title={`Planificaciones de ${user.nombre}`}>
        {notice && <NoticeText role={notice.ok ? 'status' : 'alert'} $ok={notice.ok}>{notice.text}</NoticeText>}
        {links.isPending ? (
          <EmptyState role="status">Cargando planificaciones...</EmptyState>
        ) : mine.length === 0 ? (
          <EmptyState>Sin planificaciones asignadas.</EmptyState>
        ) : (
          <List aria-label="Planificaciones asignadas">
            {mine.map((l) => (
              <Item key={l.planificacion_id}>
                <span>{l.planificacion}</span>
                <Remove aria-label={`Quitar ${l.planificacion}`} onClick={() => removePlan(l.planificacion_id)}>
                  <Trash2 size={16} aria-hidden="true" />
                </Remove>
              </Item>
            ))}
          </List>
        )}
        <Button onClick={() => setPicking(true)}>Agregar planificaciones</Button>
      </Dialog>
      <ChecklistDialog
        open={picking}
        onClose={() => setPicking(false)}
        title={`Asignar planificaciones a ${user.nombre}`}
        loading={plans.isPending}
        options={(plans.data ?? []).filter((p) => !mineIds.has(p.id)).map((p) => ({ key: p.id, label: p.nombre }))}
        emptyText="Ya tiene todas las planificaciones."
        confirmLabel="Asignar planificaciones"
        onConfirm={assignPlans}
      />
    </>
  );
}

const Small = styled(Button)`
  min-height: 38px;
  padding: 0 12px;
  font-size: 0.9rem;
`;

const NoticeText = styled.p<{ $ok: boolean }>`
  font-weight: 650;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
