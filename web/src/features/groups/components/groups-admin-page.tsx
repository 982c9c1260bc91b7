import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../components/back-link';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { groupCommands, useGroupCommand } from '../api/group-commands';
import { groupMembersQuery } from '../../../api/groups/group-members';
import { groupsQuery } from '../../../api/groups/groups';
import type { Grupo } from '../api/types';
import { GroupDialog } from './group-dialog';
import { NameDialog } from './name-dialog';
import { countOf } from '../../../lib/plural';

type Open = { kind: 'add' } | { kind: 'edit'; group: Grupo } | { kind: 'view'; group: Grupo } | { kind: 'delete'; group: Grupo } | null;

type GroupsPageProps = {
  /** Admins add, rename and delete groups; coaches only manage who is in each and which plans it holds. */
  canManageGroups?: boolean;
  /** Where the back link goes when the screen is reached from elsewhere than the admin menu. */
  backTo?: { to: string; label: string };
};

/**
 * docs/product.md §2 Grupos: list with edit, view users and delete; add group. `?grupo=<id>` opens that group's
 * dialog (the plan list links there to add members to an empty group).
 */
export function GroupsAdminPage({ canManageGroups = true, backTo }: GroupsPageProps) {
  const groups = useQuery(groupsQuery());
  const members = useQuery(groupMembersQuery());
  const [params, setParams] = useSearchParams();
  const [chosen, setOpen] = useState<Open>(null);
  const linked = groups.data?.find((g) => String(g.id) === params.get('grupo'));
  const open: Open = chosen ?? (linked ? { kind: 'view', group: linked } : null);
  const add = useGroupCommand(groupCommands.add);
  const rename = useGroupCommand(groupCommands.rename);
  const remove = useGroupCommand(groupCommands.remove);
  const count = (id: number) => (members.data ?? []).filter((m) => m.grupo_id === id).length;
  const close = () => {
    setOpen(null);
    if (params.has('grupo')) setParams((current) => { current.delete('grupo'); return current; }, { replace: true });
  };

  return (
    <Page>
      {backTo && <BackLink to={backTo.to}><ChevronLeft size={18} aria-hidden="true" />{backTo.label}</BackLink>}
      <PageHeader>
        <div>
          <PageTitle>Grupos</PageTitle>
          <PageSubtitle>Asigna planificaciones a varios socios a la vez</PageSubtitle>
        </div>
        {canManageGroups && (
          <Button onClick={() => setOpen({ kind: 'add' })}>
            <Plus size={18} aria-hidden="true" /> Agregar grupo
          </Button>
        )}
      </PageHeader>
      {groups.isPending ? (
        <EmptyState role="status">Cargando grupos...</EmptyState>
      ) : groups.isError ? (
        <ErrorText role="alert">Error cargando datos: {errorDetail(groups.error)}</ErrorText>
      ) : groups.data.length === 0 ? (
        <EmptyState>{canManageGroups ? 'No hay grupos todavía.' : 'No hay grupos todavía: un administrador los crea.'}</EmptyState>
      ) : (
        <List aria-label="Grupos">
          {groups.data.map((group) => (
            <Row key={group.id}>
              <Name>
                <strong>{group.nombre}</strong>
                <span>{countOf(count(group.id), 'socio', 'socios')}</span>
              </Name>
              <Actions>
                <Button $variant="secondary" onClick={() => setOpen({ kind: 'view', group })} aria-label={`Ver usuarios de ${group.nombre}`}>
                  <Users size={18} aria-hidden="true" /> Ver
                </Button>
                {canManageGroups && (
                  <>
                    <Button $variant="ghost" onClick={() => setOpen({ kind: 'edit', group })} aria-label={`Editar ${group.nombre}`} title="Cambiar el nombre">
                      <Pencil size={18} aria-hidden="true" />
                    </Button>
                    <Button $variant="ghost" onClick={() => setOpen({ kind: 'delete', group })} aria-label={`Eliminar ${group.nombre}`} title="Eliminar el grupo">
                      <Trash2 size={18} aria-hidden="true" />
                    </Button>
                  </>
                )}
              </Actions>
            </Row>
          ))}
        </List>
      )}
      {open?.kind === 'add' && <NameDialog open title="Agregar grupo" confirmLabel="Crear grupo" onClose={close} onSave={(nombre) => add.mutateAsync(nombre)} />}
      {open?.kind === 'edit' && (
        <NameDialog open title="Editar grupo" initial={open.group.nombre} confirmLabel="Guardar" onClose={close} onSave={(nombre) => rename.mutateAsync({ id: open.group.id, nombre })} />
      )}
      {open?.kind === 'view' && <GroupDialog group={open.group} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => !next && close()}
        title="¿Estás seguro?"
        description={`Se eliminará el grupo "${open?.kind === 'delete' ? open.group.nombre : ''}". Sus socios pierden las planificaciones del grupo. Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        onConfirm={() => open?.kind === 'delete' && remove.mutateAsync(open.group.id)}
      />
    </Page>
  );
}

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
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
  gap: 8px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  strong { font-size: 1.05rem; }
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
`;
