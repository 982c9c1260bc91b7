import type { ReactNode } from 'react';
import { CalendarCheck, CalendarClock, CalendarSearch, Eye, EyeOff, History, Package, Phone, Receipt, SlidersHorizontal } from 'lucide-react';
import type { QueuedRenewal } from '../../../../../contract/member-list';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { fullName, type AdminUser } from '../api/types';
import { lastClassLabel } from './last-class';
import { RoleSelect } from './role-select';
import { dayMonth } from '../../../lib/calendar-date';
import { countOf } from '../../../lib/plural';
import { MemberActionsMenu } from './member-actions-menu';
import { MemberEmail } from './member-email';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { whatsappMessages } from '../../../lib/whatsapp-messages';

export type UserRowActions = {
  onReceipt: (user: AdminUser) => void;
  onAssign: (user: AdminUser) => void;
  onAdjust: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
  onToggleHidden: (user: AdminUser) => void;
  onPhone: (user: AdminUser, phone: string | null) => void;
};

const days = (n: number) => countOf(n, 'día', 'días');
// Three days: when the member hears from the app that her package ends (the reminders job), staff may write too.
const EXPIRING_DAYS = 3;

/** What staff most likely write about: a package about to end, else a welcome. */
function whatsappMessageFor(user: AdminUser): string {
  if (user.paquete_id !== null && user.valido_hasta && user.dias_restantes <= EXPIRING_DAYS) return whatsappMessages.packageExpiring(user.firstName, user.valido_hasta);
  return whatsappMessages.welcome(user.firstName);
}
const credits = (n: number) => countOf(n, 'crédito', 'créditos');

/** The desktop table's columns (Usuarios at 1000 px and wider): selection, member, package, role, actions. */
export const TABLE_COLUMNS = '28px minmax(180px, 1.2fr) minmax(200px, 1.4fr) 130px minmax(300px, auto)';
export const TABLE_MIN_WIDTH = '1000px';

type Selection = { selected: boolean; onSelect: (selected: boolean) => void };

/** One user of Usuarios: package or "Sin paquete", days and credits left (green with a package), and actions. */
export function UserRow({ user, actions, extraActions, selection, pendingReceipt, lastClass, queuedRenewal, phone = null }: {
  user: AdminUser;
  actions: UserRowActions;
  extraActions?: ReactNode;
  /** A checkbox for the bulk action; the row becomes a table row on wide screens. */
  selection?: Selection;
  pendingReceipt?: boolean;
  /** The last class of a member with a package (Usuarios' list knows it); undefined shows nothing. */
  lastClass?: string | null;
  /** A renewal waiting for the current package to end (Usuarios' list knows it). */
  queuedRenewal?: QueuedRenewal | null;
  /** Her mobile for WhatsApp (E.164), when she has one. */
  phone?: string | null;
}) {
  const held = user.paquete_id !== null;
  return (
    <Row $held={held} $table={Boolean(selection)} aria-label={fullName(user)} data-has-package={held}>
      {selection && (
        <Check>
          <input type="checkbox" aria-label={`Seleccionar a ${fullName(user)}`} checked={selection.selected} onChange={(e) => selection.onSelect(e.target.checked)} />
        </Check>
      )}
      <Who>
        <Name>{fullName(user)}</Name>
        <MemberEmail email={user.email} />
        {phone && <WhatsAppLink phone={phone} name={fullName(user)} message={whatsappMessageFor(user)} />}
        {/* Under the name, not among the package's pills: it reads as who she is lately, and fits the table's column. */}
        {held && lastClass !== undefined && (
          <Seen>
            <CalendarCheck size={14} aria-hidden="true" /> {lastClassLabel(lastClass, new Date())}
          </Seen>
        )}
      </Who>
      <Facts>
        <Fact>
          <Package size={16} aria-hidden="true" /> {user.paquete ?? 'Sin paquete'}
        </Fact>
        {held && <Fact aria-label="Días restantes">{days(user.dias_restantes)}</Fact>}
        {held && <Fact aria-label="Créditos restantes">{credits(user.creditos_restantes)}</Fact>}
        {queuedRenewal && (
          <Queued>
            <CalendarClock size={16} aria-hidden="true" /> Renovación en cola: {queuedRenewal.paquete}, desde el {dayMonth(queuedRenewal.desde)}
          </Queued>
        )}
        {pendingReceipt && <Pending>Comprobante pendiente</Pending>}
      </Facts>
      <RoleSelect user={user} labelHiddenFrom={selection ? TABLE_MIN_WIDTH : undefined} />
      <Actions>
        <SmallButton onClick={() => actions.onAssign(user)}>
          <Package size={16} aria-hidden="true" /> Asignar paquete
        </SmallButton>
        <MemberActionsMenu name={fullName(user)}>
          {held && user.comprobante_url && (
            <Button $variant="ghost" onClick={() => actions.onReceipt(user)}>
              <Receipt size={16} aria-hidden="true" /> Ver comprobante
            </Button>
          )}
          <Button $variant="ghost" onClick={() => actions.onAdjust(user)} disabled={!held} title={held ? undefined : 'Sin paquete activo'}>
            <SlidersHorizontal size={16} aria-hidden="true" /> Ajustar créditos
          </Button>
          <Button $variant="ghost" onClick={() => actions.onPhone(user, phone)}>
            <Phone size={16} aria-hidden="true" /> Teléfono
          </Button>
          <Button $variant="ghost" onClick={() => actions.onHistory(user)}>
            <History size={16} aria-hidden="true" /> Historial
          </Button>
          <ButtonLink $variant="ghost" to={`/admin/reservas?usuario=${encodeURIComponent(user.clerkUserId)}`}>
            <CalendarSearch size={16} aria-hidden="true" /> Historial de turnos
          </ButtonLink>
          {/* Slot "Asignar planificaciones": the plans feature adds its button here through the app layer. */}
          {extraActions}
          <Button $variant="ghost" onClick={() => actions.onToggleHidden(user)}>
            {user.hidden ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
            {user.hidden ? 'Mostrar' : 'Ocultar'}
          </Button>
        </MemberActionsMenu>
      </Actions>
    </Row>
  );
}

const Row = styled.li<{ $held: boolean; $table: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: ${({ $table }) => ($table ? '16px 16px 16px 52px' : '16px')};
  @media (min-width: ${TABLE_MIN_WIDTH}) {
    ${({ $table }) => ($table ? `display: grid; grid-template-columns: ${TABLE_COLUMNS}; align-items: center; gap: 12px; padding: 10px 14px;` : '')}
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ $held, theme }) => ($held ? '#9fd8b5' : theme.colors.border)};
  background: ${({ $held, theme }) => ($held ? '#e8f6ee' : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Check = styled.label`
  position: absolute;
  top: 14px;
  left: 14px;
  display: flex;
  & > input { width: 24px; height: 24px; margin: 0; }
  @media (min-width: ${TABLE_MIN_WIDTH}) {
    position: static;
  }
`;

const Pending = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff4d6;
  border: 1px solid #f0c75e;
  font-weight: 650;
  font-size: 0.85rem;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.strong`
  font-size: 1.05rem;
`;

const Seen = styled.span`
  display: flex;
  align-items: center;
  gap: 5px;
  margin-top: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  & > svg { flex: none; }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.75);
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 650;
  font-size: 0.9rem;
`;

const Queued = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #eef2ff;
  border: 1px solid #c7d2fe;
  font-weight: 650;
  font-size: 0.85rem;
  & > svg { flex: none; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const SmallButton = styled(Button)`
  min-height: 44px;
  padding: 0 12px;
  font-size: 0.9rem;
`;
