import { PackageX } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';

/**
 * Above the agenda of someone without a package (a prospect, a new member, staff): the timetable is theirs to read,
 * and booking needs a package, so it says so once and where to get one, instead of a Reservar that fails.
 */
export function NoPackageBanner() {
  return (
    <Banner role="status" aria-label="Sin paquete">
      <PackageX size={22} aria-hidden="true" />
      <Text>
        <strong>No tienes paquete contratado</strong>
        <span>Puedes ver los horarios; para reservar necesitas un paquete.</span>
      </Text>
      <ButtonLink to="/paquetes" $variant="primary">
        Ver paquetes disponibles
      </ButtonLink>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  flex: 1;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & > svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  & > a { flex: 1 1 100%; }
  @media (min-width: 768px) {
    & > a { flex: none; }
  }
`;

const Text = styled.p`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 180px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
  & > strong { color: ${({ theme }) => theme.colors.text}; font-size: 1rem; }
`;
