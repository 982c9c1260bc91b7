import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { weekdayDate } from '../../../lib/calendar-date';
import { useMonthlyAccount } from '../api/monthly-account';
import { owedLine, STATE_LABEL } from '../account-wording';
import { StateBadge } from './state-badge';

/**
 * Her plan at a glance on her home: where she stands and what she owes, or when the next fee is due, with the way to
 * her plan. Nothing without a plan, or while it loads (the home's own cards come first).
 */
export function PlanHomeNotice({ userId }: { userId: string }) {
  const { data: a } = useMonthlyAccount(userId);
  if (!a?.abono) return null;
  const next = a.abono.proximo_cobro;
  const line = a.estado === 'al_dia' && next ? `No debes nada. Próxima cuota el ${weekdayDate(next)}.` : owedLine(a);
  return (
    <Notice to="/paquetes" aria-label="Mi abono">
      <CalendarClock size={20} aria-hidden="true" />
      <Text>
        <strong>Mi abono</strong>
        <span>{line}</span>
      </Text>
      <StateBadge $state={a.estado}>{STATE_LABEL[a.estado]}</StateBadge>
    </Notice>
  );
}

const Notice = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
