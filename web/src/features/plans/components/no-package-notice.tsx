import { PackageX } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import { NO_PACKAGE_CODE } from '../api/types';

export const isNoPackage = (error: unknown) => isApiError(error) && error.code === NO_PACKAGE_CODE;

/** SPEC §2: opening plans requires a package; without one the member is pointed to /paquetes. */
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

export const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
