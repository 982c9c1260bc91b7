import { Ticket } from 'lucide-react';
import styled from 'styled-components';
import type { MemberPackage } from '../api/get-member-package';
import { countOf } from '../../../lib/plural';

export const creditsText = (n: number) => countOf(n, 'crédito disponible', 'créditos disponibles');
export const daysText = (n: number) => `Vence en ${countOf(n, 'día', 'días')}`;

/** The member's package at a glance: name, credits left and days to expiry. */
export function CreditsSummary({ memberPackage }: { memberPackage: MemberPackage }) {
  return (
    <Summary aria-label="Tu paquete">
      <Icon>
        <Ticket size={22} aria-hidden="true" />
      </Icon>
      <div>
        <Credits>{creditsText(memberPackage.creditos_restantes)}</Credits>
        <Meta>
          {memberPackage.nombre ?? 'Tu paquete'} · {daysText(memberPackage.dias_restantes)}
        </Meta>
      </div>
    </Summary>
  );
}

const Summary = styled.section`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  flex: 1;
  @media (min-width: 768px) {
    flex: 0 1 auto;
    min-width: 360px;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
`;

const Credits = styled.p`
  font-size: 1.1rem;
  font-weight: 750;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;
