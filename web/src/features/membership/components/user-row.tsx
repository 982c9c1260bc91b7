import type { ReactNode } from 'react';
import { CalendarSearch, Eye, EyeOff, History, Package, Receipt, SlidersHorizontal } from 'lucide-react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { fullName, type AdminUser } from '../api/types';
import { RoleSelect } from './role-select';

export type UserRowActions = {
  onReceipt: (user: AdminUser) => void;
  onAssign: (user: AdminUser) => void;
  onAdjust: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
  onToggleHidden: (user: AdminUser) => void;
};

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);
const credits = (n: number) => (n === 1 ? '1 crédito' : `${n} créditos`);

/** One user of Usuarios: package or "Sin paquete", days and credits left (green with a package), and actions. */
export function UserRow({ user, actions, extraActions }: { user: AdminUser; actions: UserRowActions; extraActions?: ReactNode }) {
  const held = user.paquete_id !== null;
  return (
    <Row $held={held} aria-label={fullName(user)} data-has-package={held}>
      <Who>
        <Name>{fullName(user)}</Name>
        <Email>{user.email}</Email>
      </Who>
      <Facts>
        <Fact>
          <Package size={16} aria-hidden="true" /> {user.paquete ?? 'Sin paquete'}
        </Fact>
        {held && <Fact aria-label="Días restantes">{days(user.dias_restantes)}</Fact>}
        {held && <Fact aria-label="Créditos restantes">{credits(user.creditos_restantes)}</Fact>}
      </Facts>
      <RoleSelect user={user} />
      <Actions>
        {held && user.comprobante_url && (
          <SmallButton $variant="secondary" onClick={() => actions.onReceipt(user)}>
            <Receipt size={16} aria-hidden="true" /> Ver comprobante
          </SmallButton>
        )}
        <SmallButton $variant="secondary" onClick={() => actions.onAssign(user)}>
          <Package size={16} aria-hidden="true" /> Asignar paquete
        </SmallButton>
        <SmallButton $variant="secondary" onClick={() => actions.onAdjust(user)} disabled={!held} title={held ? undefined : 'Sin paquete activo'}>
          <SlidersHorizontal size={16} aria-hidden="true" /> Ajustar créditos
        </SmallButton>
        <SmallButton $variant="secondary" onClick={() => actions.onHistory(user)}>
          <History size={16} aria-hidden="true" /> Historial
        </SmallButton>
        <SmallLink $variant="secondary" to={`/admin/reservas?usuario=${encodeURIComponent(user.clerkUserId)}`}>
          <CalendarSearch size={16} aria-hidden="true" /> Historial de turnos
        </SmallLink>
        <SmallButton $variant="ghost" onClick={() => actions.onToggleHidden(user)}>
          {user.hidden ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
          {user.hidden ? 'Mostrar' : 'Ocultar'}
        </SmallButton>
        {/* Slot "Asignar planificaciones": the plans feature adds its button here through the app layer. */}
        {extraActions}
      </Actions>
    </Row>
  );
}

const Row = styled.li<{ $held: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ $held, theme }) => ($held ? '#9fd8b5' : theme.colors.border)};
  background: ${({ $held, theme }) => ($held ? '#e8f6ee' : theme.colors.surface)};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.strong`
  font-size: 1.05rem;
`;

const Email = styled.span`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const SmallButton = styled(Button)`
  min-height: 40px;
  padding: 0 12px;
  font-size: 0.9rem;
`;

const SmallLink = styled(ButtonLink)`
  min-height: 40px;
  padding: 0 12px;
  font-size: 0.9rem;
`;
