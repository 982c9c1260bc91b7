import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import type { Paquete } from '../api/types';
import type { OfferAction } from '../offer-actions';
import type { RequestKind } from '../machines/request-package.machine';
import { formatPrice } from '../../../lib/format-price';
import { formatPerWeek } from '../format';
import { countOf } from '../../../lib/plural';
import type { OfferPrice } from '../api/offer-prices';
import { nextPriceLine } from '../offer-prices';

type OfferCardProps = {
  paquete: Paquete;
  held: boolean;
  /** Its buttons (offer-actions.ts): none, Solicitar, or Renovar / Recargar créditos / Contratar. */
  actions: OfferAction[];
  onAction: (kind: RequestKind) => void;
  /** Its price list's next version, when one is scheduled: she reads the new price before she pays. */
  next?: OfferPrice['proxima'];
};

/** A package on offer: name, price (and the next one, when scheduled), classes per week, discipline, and what she can ask for. */
export function OfferCard({ paquete, held, actions, onAction, next }: OfferCardProps) {
  return (
    <OfferBox aria-label={paquete.nombre} $held={held}>
      <Name>{paquete.nombre}</Name>
      <Price>{formatPrice(paquete.precio)}</Price>
      {next && <NextPrice aria-label="Próximo precio">{nextPriceLine(next)}</NextPrice>}
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
      {actions.length > 0 && (
        <MoreButtons>
          {actions.map((action, index) => (
            <Button
              key={action.label}
              $variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => onAction(action.kind)}
              disabled={action.blockedReason !== null}
              title={action.blockedReason ?? undefined}
              aria-label={action.name === action.label ? undefined : action.name}
              $block
            >
              {action.label}
            </Button>
          ))}
        </MoreButtons>
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

const NextPrice = styled.p`
  margin-top: -6px;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.accentText};
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
