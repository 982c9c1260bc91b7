import styled from 'styled-components';
import type { MethodPricesView, PriceVersionView } from '../../../../../contract/price-lists';
import type { PaymentMethodView } from '../../../../../contract/billing';
import { Button } from '../../../components/button';
import { dayMonth, localDate, shiftDate } from '../../../lib/calendar-date';
import { errorDetail } from '../../../lib/api-client';
import { METHOD_LABEL, pesos } from '../account-wording';
import { useCancelPrice } from '../api/cancel-price';
import { usePriceList } from '../api/price-list';
import { Alert, Muted } from './form-parts';
import { PriceIncreaseForm } from './price-increase-form';

const METHODS = Object.keys(METHOD_LABEL) as PaymentMethodView[];
const STATE = { vigente: 'Vigente', programada: 'Programada', anterior: 'Anterior', cancelada: 'Cancelada' } as const;

const rulesLine = (v: PriceVersionView) =>
  [v.pronto_pago && `Pronto pago hasta el día ${v.pronto_pago.hasta_dia}: ${pesos(v.pronto_pago.descuento)} menos`, v.recargo && `Recargo después del día ${v.recargo.despues_dia}: ${pesos(v.recargo.recargo)}`].filter(Boolean).join(' · ');

/** The package's price list: today's price per method, every version with its day, and a new one to schedule. */
export function PriceListPanel({ packageId }: { packageId: number }) {
  const list = usePriceList(packageId);
  const cancel = useCancelPrice(packageId);
  if (list.isPending) return <p role="status">Cargando...</p>;
  if (list.isError) return <Alert role="alert">Error cargando datos: {errorDetail(list.error)}</Alert>;
  const { versiones, precio_actual } = list.data;
  const inEffect = versiones.find((v) => v.estado === 'vigente');
  const current: MethodPricesView = inEffect?.precios ?? { efectivo: precio_actual, transferencia: precio_actual, mercado_pago: precio_actual };
  const shown = versiones.filter((v) => v.estado === 'vigente' || v.estado === 'programada');
  const tomorrow = shiftDate(localDate(new Date()), 1);
  return (
    <Sections>
      <section aria-label="Precios de hoy">
        <h3>Precios de hoy</h3>
        <Prices>{METHODS.map((m) => <li key={m}><span>{METHOD_LABEL[m]}</span><strong>{pesos(current[m])}</strong></li>)}</Prices>
        {inEffect && rulesLine(inEffect) && <Muted>{rulesLine(inEffect)}</Muted>}
      </section>
      <section aria-label="Versiones">
        <h3>Versiones</h3>
        {shown.length === 0 && <Muted>Sin versiones todavía: el precio es el del paquete, igual para todos los medios.</Muted>}
        <Versions>
          {shown.map((v) => (
            <li key={v.version}>
              <div>
                <strong>Desde el {dayMonth(v.desde)} · {STATE[v.estado]}</strong>
                <span>{METHODS.map((m) => `${METHOD_LABEL[m]} ${pesos(v.precios[m])}`).join(' · ')}</span>
                {rulesLine(v) && <span>{rulesLine(v)}</span>}
              </div>
              {v.estado === 'programada' && (
                <Button $variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(v.version)}>Cancelar</Button>
              )}
            </li>
          ))}
        </Versions>
        {cancel.isError && <Alert role="alert">{errorDetail(cancel.error)}</Alert>}
      </section>
      <PriceIncreaseForm key={inEffect?.version ?? 0} packageId={packageId} current={current} tomorrow={tomorrow} />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: 16px;
  h3 { font-size: 1rem; margin-bottom: 6px; }
`;

const Prices = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 4px;
  li { display: flex; justify-content: space-between; gap: 12px; min-height: 32px; align-items: center; }
`;

const Versions = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div { display: grid; gap: 2px; min-width: 0; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
