import type { ReactNode } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useSetHidden } from '../api/set-hidden';
import { fullName, type AdminUser } from '../api/types';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { AssignPackageDialog } from './assign-package-dialog';
import { CreditHistoryDialog } from './credit-history-dialog';
import { Input, Message } from './form-bits';
import { PendingRequestsPanel } from './pending-requests-panel';
import { ReceiptDialog } from './receipt-dialog';
import { UserRow, type UserRowActions } from './user-row';

type OpenDialog = { kind: 'receipt' | 'assign' | 'adjust' | 'history'; user: AdminUser } | null;

/** The "Asignar planificaciones" slot: the app layer passes the plans feature's button for each user. */
export type AssignPlansSlot = (user: { clerkUserId: string; nombre: string }) => ReactNode;

/** /admin/usuarios: pending package requests, then every user (sorted by first name) with their package. */
export function UsersAdminPage({ renderAssignPlans }: { renderAssignPlans?: AssignPlansSlot }) {
  const [showHidden, setShowHidden] = useState(false);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const users = useUsers(showHidden);
  const setHidden = useSetHidden();
  const needle = search.trim().toLocaleLowerCase('es');
  const shown = (users.data ?? []).filter((u) => !needle || `${fullName(u)} ${u.email}`.toLocaleLowerCase('es').includes(needle));

  const actions: UserRowActions = {
    onReceipt: (user) => setDialog({ kind: 'receipt', user }),
    onAssign: (user) => setDialog({ kind: 'assign', user }),
    onAdjust: (user) => setDialog({ kind: 'adjust', user }),
    onHistory: (user) => setDialog({ kind: 'history', user }),
    onToggleHidden: (user) => setHidden.mutate({ clerkUserId: user.clerkUserId, hidden: !user.hidden }),
  };
  const close = () => setDialog(null);

  return (
    <Page>
      <header>
        <PageTitle>Usuarios</PageTitle>
        <PageSubtitle>Paquetes, créditos y comprobantes de cada socio.</PageSubtitle>
      </header>
      <PendingRequestsPanel />
      <section aria-label={showHidden ? 'Usuarios ocultos' : 'Usuarios'}>
        <Toolbar>
          <Input type="search" placeholder="Buscar por nombre o email" aria-label="Buscar usuario" value={search} onChange={(e) => setSearch(e.target.value)} />
          <Toggle>
            <input type="checkbox" checked={showHidden} onChange={(e) => setShowHidden(e.target.checked)} /> Ver ocultos
          </Toggle>
        </Toolbar>
        {users.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(users.error)}</Message>}
        {setHidden.isError && <Message $tone="error" role="alert">{errorDetail(setHidden.error)}</Message>}
        {users.isPending && <EmptyState role="status">Cargando usuarios...</EmptyState>}
        {users.data && shown.length === 0 && <EmptyState>{showHidden ? 'No hay usuarios ocultos.' : 'No hay usuarios para mostrar.'}</EmptyState>}
        <List>
          {shown.map((user) => (
            <UserRow key={user.clerkUserId} user={user} actions={actions} extraActions={renderAssignPlans?.({ clerkUserId: user.clerkUserId, nombre: fullName(user) })} />
          ))}
        </List>
      </section>
      {dialog?.kind === 'receipt' && dialog.user.comprobante_url && (
        <ReceiptDialog title={`${fullName(dialog.user)} · ${dialog.user.paquete ?? ''}`} url={dialog.user.comprobante_url} type={dialog.user.comprobante_tipo} onClose={close} />
      )}
      {dialog?.kind === 'assign' && <AssignPackageDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'adjust' && <AdjustCreditsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'history' && <CreditHistoryDialog user={dialog.user} onClose={close} />}
    </Page>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 14px;
  & > input { flex: 1 1 220px; }
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  & > input { width: 20px; height: 20px; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  @media (min-width: 1100px) { grid-template-columns: 1fr 1fr; }
`;
