import { TicketX } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';

/** Credits first: with no credits left the agenda says so before any tap, and points to /paquetes. */
export function NoCreditsNotice() {
  return (
    <Notice role="status">
      <TicketX size={22} aria-hidden="true" />
      <strong>No tienes créditos disponibles</strong>
      <ButtonLink to="/paquetes" $variant="primary">
        Ver paquetes
      </ButtonLink>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & > strong { flex: 1; min-width: 160px; }
`;
