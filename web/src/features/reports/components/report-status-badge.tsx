import styled from 'styled-components';
import type { ReportStatus } from '../api/types';
import { formatCountOf } from '../report-format';

/** Whether the figures include everything in the log, so the admin knows they are current. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  if (status.status === 'failed') return <Badge $tone="danger" role="status">Los reportes se detuvieron: avisa al soporte</Badge>;
  if (status.upToDate) return <Badge $tone="ok" role="status">Datos al día</Badge>;
  const pending = formatCountOf(status.lag, 'evento pendiente', 'eventos pendientes');
  return <Badge $tone="busy" role="status">Actualizando… {pending}</Badge>;
}

const Badge = styled.p<{ $tone: 'ok' | 'busy' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.88rem;
  font-weight: 650;
  background: ${({ $tone, theme }) => ($tone === 'ok' ? '#e7f6ec' : $tone === 'busy' ? theme.colors.surfaceMuted : theme.colors.dangerSoft)};
  color: ${({ $tone, theme }) => ($tone === 'ok' ? theme.colors.success : $tone === 'busy' ? theme.colors.textMuted : theme.colors.danger)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;
