import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { planListQuery } from '../../../api/plans/plan-list';
import { useAddPlan, useDeletePlan, useDuplicatePlan, useRenamePlan, useSetPlanVisibility } from '../api/plan-list-commands';
import type { PlanListItem } from '../api/types';
import { AssignedUsersDialog } from './assigned-users-dialog';
import { GroupTemplateDialog } from './group-template-dialog';
import { ErrorText, Input, InlineEditor } from './inline-editor';
import { PlanRowActions } from './plan-row-actions';
import { countOf } from '../../../lib/plural';

/** docs/product.md §2 /crearPlanificaciones plan list: create, visibility, rename, delete, assigned users; choose to edit. */
export function PlanAdminList({ onOpen }: { onOpen: (id: number) => void }) {
  const plans = useQuery(planListQuery());
  const visibility = useSetPlanVisibility();
  const rename = useRenamePlan();
  const [deleting, setDeleting] = useState<PlanListItem | null>(null);
  const [showingUsers, setShowingUsers] = useState<PlanListItem | null>(null);
  const [givingToGroup, setGivingToGroup] = useState<PlanListItem | null>(null);
  const remove = useDeletePlan();
  const duplicate = useDuplicatePlan();
  const failure = visibility.error ?? rename.error ?? duplicate.error;

  return (
    <>
      <CreatePlanForm />
      {failure && <ErrorText role="alert">Error al guardar los cambios: {errorDetail(failure)}</ErrorText>}
      {plans.isPending ? (
        <EmptyState role="status">Cargando planificaciones...</EmptyState>
      ) : plans.isError ? (
        <ErrorText role="alert">Error cargando datos: {errorDetail(plans.error)}</ErrorText>
      ) : plans.data.length === 0 ? (
        <EmptyState>Todavía no hay planificaciones.</EmptyState>
      ) : (
        <List aria-label="Planificaciones">
          {plans.data.map((plan) => {
            const temporary = plan.id < 0;
            return (
              <Row key={plan.id} aria-busy={temporary || undefined}>
                <Name>
                  <InlineEditor value={plan.nombre} label={`nombre de ${plan.nombre}`} onSave={(nombre) => rename.mutate({ id: plan.id, nombre })}>
                    <OpenButton type="button" disabled={temporary} onClick={() => onOpen(plan.id)}>
                      {plan.nombre}
                    </OpenButton>
                  </InlineEditor>
                  <Meta>
                    {countOf(plan.usuarios, 'usuario', 'usuarios')} · {countOf(plan.grupos, 'grupo', 'grupos')}
                  </Meta>
                </Name>
                <PlanRowActions
                  plan={plan}
                  disabled={temporary}
                  duplicating={duplicate.isPending}
                  onToggleVisible={() => visibility.mutate({ id: plan.id, visible: plan.visible ? 0 : 1 })}
                  onShowUsers={() => setShowingUsers(plan)}
                  onGiveToGroup={() => setGivingToGroup(plan)}
                  onDuplicate={() => duplicate.mutate(plan.id)}
                  onDelete={() => setDeleting(plan)}
                  onEdit={() => onOpen(plan.id)}
                />
              </Row>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Estás seguro?"
        description={`Una vez eliminada, no se puede revertir. Se eliminará "${deleting?.nombre ?? ''}" con todas sus semanas y asignaciones.`}
        confirmLabel="Eliminar"
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
      <AssignedUsersDialog plan={showingUsers} onClose={() => setShowingUsers(null)} />
      <GroupTemplateDialog plan={givingToGroup} onClose={() => setGivingToGroup(null)} />
    </>
  );
}

function CreatePlanForm() {
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddPlan();
  return (
    <Create
      onSubmit={(event) => {
        event.preventDefault();
        if (!nombre.trim()) return setError('El nombre no puede estar vacío');
        setError(null);
        add.mutate(nombre.trim(), { onError: (failure) => setError(`Error en la creación: ${errorDetail(failure)}`) });
        setNombre('');
      }}
    >
      <Input aria-label="Nombre de la nueva planificación" placeholder="Nueva planificación" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <Button type="submit">Crear planificación</Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Create>
  );
}

const Create = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  & > input { flex: 1 1 220px; min-height: 44px; }
  & > p { flex-basis: 100%; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-busy='true'] { opacity: 0.6; }
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1 1 200px;
`;

const OpenButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: inherit;
  font-size: 1.05rem;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.accentText}; }
`;

const Meta = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
