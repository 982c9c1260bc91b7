import { PackageX, TicketX } from 'lucide-react';
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

/**
 * Above the agenda of someone without a package (a prospect, a new member, staff): the timetable is theirs to read,
 * and booking needs a package, so it says so once and where to get one, instead of a Reservar that fails.
 */
export function NoPackageBanner() {
  return (
    <Notice role="status" aria-label="Sin paquete">
      <PackageX size={22} aria-hidden="true" />
      <strong>
        No tienes paquete contratado
        <span>Puedes ver los horarios; para reservar necesitas un paquete.</span>
      </strong>
      <ButtonLink to="/paquetes" $variant="primary">
        Ver paquetes disponibles
      </ButtonLink>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  flex: 1;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & > strong { flex: 1; min-width: 160px; }
  & > strong > span { display: block; font-weight: 400; font-size: 0.95rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;
