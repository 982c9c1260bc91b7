import styled from 'styled-components';
import type { MonthlyAccountView } from '../../../../../contract/billing';
import { weekdayDate } from '../../../lib/calendar-date';
import { pesos } from '../account-wording';

type NextPrice = NonNullable<NonNullable<MonthlyAccountView['abono']>['proximo_precio']>;

const LESS = { efectivo: 'en efectivo', transferencia: 'por transferencia', mercado_pago: 'con Mercado Pago' } as const;

/** The sentence she reads: from which monthly date, the new price, and what the cheaper methods cost. */
export function nextPriceText(next: NextPrice): string {
  const cheaper = (Object.keys(LESS) as (keyof typeof LESS)[]).filter((m) => next.precios[m] < next.monto).map((m) => `${pesos(next.precios[m])} ${LESS[m]}`);
  return `Desde el ${weekdayDate(next.desde)} tu abono pasa a ${pesos(next.monto)}${cheaper.length > 0 ? ` (${cheaper.join(', ')})` : ''}.`;
}

/** Her plan's new price, once the studio told her: on her plan's card until the month it prices is charged. */
export function NextPriceNotice({ next }: { next: NextPrice }) {
  return <Notice role="status" aria-label="Nuevo precio">{nextPriceText(next)}</Notice>;
}

const Notice = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;
