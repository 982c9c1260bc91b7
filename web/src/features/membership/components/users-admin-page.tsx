import type { ReactNode } from 'react';
import { useState } from 'react';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useSetHidden } from '../api/set-hidden';
import { fullName, type AdminUser } from '../api/types';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { AssignPackageDialog } from './assign-package-dialog';
import { CreditHistoryDialog } from './credit-history-dialog';
import { Message } from './form-bits';
import { MemberListSection } from './member-list-section';
import { PendingRequestsPanel } from './pending-requests-panel';
import { PhoneDialog } from './phone-dialog';
import { ReceiptDialog } from './receipt-dialog';
import type { UserRowActions } from './user-row';

type OpenDialog = { kind: 'receipt' | 'assign' | 'adjust' | 'history'; user: AdminUser } | { kind: 'phone'; user: AdminUser; phone: string | null } | null;

/** The "Asignar planificaciones" slot: the app layer passes the plans feature's button for each user. */
/** What a feature's action in a member's card knows of her: her id and name, her first name and mobile for WhatsApp. */
export type AssignPlansSlot = (user: { clerkUserId: string; nombre: string; firstName: string; telefono: string | null }) => ReactNode;

/**
 * /admin/usuarios: pending package requests, then the users (by first name unless sorted otherwise) with their
 * package, filtered and paged on the server (member-list-section.tsx).
 */
export function UsersAdminPage({ renderAssignPlans }: { renderAssignPlans?: AssignPlansSlot }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const setHidden = useSetHidden();

  const actions: UserRowActions = {
    onReceipt: (user) => setDialog({ kind: 'receipt', user }),
    onAssign: (user) => setDialog({ kind: 'assign', user }),
    onAdjust: (user) => setDialog({ kind: 'adjust', user }),
    onHistory: (user) => setDialog({ kind: 'history', user }),
    onPhone: (user, phone) => setDialog({ kind: 'phone', user, phone }),
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
      {setHidden.isError && <Message $tone="error" role="alert">{errorDetail(setHidden.error)}</Message>}
      <MemberListSection actions={actions} renderAssignPlans={renderAssignPlans} />
      {dialog?.kind === 'receipt' && dialog.user.comprobante_url && (
        <ReceiptDialog title={`${fullName(dialog.user)} · ${dialog.user.paquete ?? ''}`} url={dialog.user.comprobante_url} type={dialog.user.comprobante_tipo} onClose={close} />
      )}
      {dialog?.kind === 'assign' && <AssignPackageDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'adjust' && <AdjustCreditsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'history' && <CreditHistoryDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'phone' && <PhoneDialog user={dialog.user} phone={dialog.phone} onClose={close} />}
    </Page>
  );
}
