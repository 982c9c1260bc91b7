import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import type { Paquete } from '../api/types';
import { formatPrice } from '../../../lib/format-price';
import { formatPerWeek } from '../format';
import { countOf } from '../../../lib/plural';

type OfferCardProps = {
  paquete: Paquete;
  held: boolean;
  /** Why requesting is not possible right now, or null when it is. */
  blockedReason: string | null;
  onRequest: () => void;
  /** While the member holds a package: ask for a renewal or a top-up instead (null = not offered). */
  onMore?: ((kind: 'renovacion' | 'recarga') => void) | null;
  /** Why a renewal or top-up is not possible right now (a request under review), or null. */
  moreBlockedReason?: string | null;
};

/** A package on offer: name, price, classes per week, discipline, and Solicitar. */
export function OfferCard({ paquete, held, blockedReason, onRequest, onMore, moreBlockedReason = null }: OfferCardProps) {
  return (
    <OfferBox aria-label={paquete.nombre} $held={held}>
      <Name>{paquete.nombre}</Name>
      <Price>{formatPrice(paquete.precio)}</Price>
      <Facts>
        <li>{formatPerWeek(paquete.clases_por_semana)}</li>
        <li>{countOf(paquete.cantidad_clases, 'clase', 'clases')} al mes</li>
        <li>Disciplina: {paquete.disciplina ?? 'Todas'}</li>
      </Facts>
      {held && (
        <HeldBadge>
          <CheckCircle2 size={18} aria-hidden="true" /> Ya tienes este paquete
        </HeldBadge>
      )}
      {onMore ? (
        <MoreButtons>
          <Button onClick={() => onMore('renovacion')} disabled={moreBlockedReason !== null} title={moreBlockedReason ?? undefined} aria-label={`Renovar con ${paquete.nombre}`} $block>
            Renovar
          </Button>
          <Button $variant="secondary" onClick={() => onMore('recarga')} disabled={moreBlockedReason !== null} title={moreBlockedReason ?? undefined} aria-label={`Recargar con ${paquete.nombre}`} $block>
            Recargar créditos
          </Button>
        </MoreButtons>
      ) : held ? null : (
        <Button onClick={onRequest} disabled={blockedReason !== null} title={blockedReason ?? undefined} $block>
          Solicitar
        </Button>
      )}
    </OfferBox>
  );
}

const MoreButtons = styled.div`
  display: grid;
  gap: 8px;
`;

const OfferBox = styled(Card)<{ $held: boolean }>`
  gap: 10px;
  border-color: ${({ $held, theme }) => ($held ? theme.colors.success : theme.colors.border)};
  border-width: ${({ $held }) => ($held ? '2px' : '1px')};
`;

const Name = styled.h3`
  font-size: 1.15rem;
  font-weight: 750;
`;

const Price = styled.p`
  font-size: 1.6rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  flex: 1;
`;

const HeldBadge = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e8f6ee;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;
