import styled from 'styled-components';
import { formatPrice } from '../../../lib/format-price';
import type { OfferPrice } from '../api/offer-prices';
import { methodPrices, nextPriceLine } from '../offer-prices';

/**
 * Inside the request: what the package costs today by each method, as its price list has it (she pays the transfer
 * one here), and the next price when one is scheduled. Nothing for a package with one price for every method.
 */
export function MethodPrices({ prices }: { prices: OfferPrice | undefined }) {
  const rows = methodPrices(prices);
  const next = prices?.proxima;
  if (rows.length === 0 && !next) return null;
  return (
    <section aria-label="Precios por medio de pago">
      {rows.length > 0 && (
        <>
          <Heading>Precios de hoy por medio de pago</Heading>
          <Rows>
            {rows.map((row) => (
              <Row key={row.label}>
                <dt>{row.label}</dt>
                <dd>{formatPrice(row.amount)}</dd>
              </Row>
            ))}
          </Rows>
        </>
      )}
      {next && <Next>{nextPriceLine(next)}</Next>}
    </section>
  );
}

const Heading = styled.h3`
  font-size: 1rem;
  font-weight: 750;
  margin-bottom: 6px;
`;

const Rows = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Next = styled.p`
  margin-top: 6px;
  font-weight: 650;
`;
