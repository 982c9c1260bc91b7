import { PackageX } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from './button';

/** docs/product.md §2/§4: without a package, booking and plan screens are blocked and point to /paquetes. */
export function NoPackageNotice() {
  return (
    <Notice>
      <PackageX size={28} aria-hidden="true" />
      <strong>No tienes paquete contratado</strong>
      <ButtonLink to="/paquetes" $variant="primary">
        Ver paquetes disponibles
      </ButtonLink>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 20px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  & > strong { color: ${({ theme }) => theme.colors.text}; font-size: 1.05rem; }
`;

/** docs/product.md §8: "Error cargando datos:" and friends, in red. */
export const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
