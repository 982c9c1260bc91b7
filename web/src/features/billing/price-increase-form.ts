import type { MethodPricesView } from '../../../../contract/price-lists';
import type { PaymentMethodView } from '../../../../contract/billing';
import { parsePesos } from './components/account-forms';

/**
 * "Programar aumento" as the admin fills it: a day, the new prices either as a percentage over today's or typed per
 * method, and optionally the plan's early price and late surcharge. Amounts typed in pesos, sent in centavos.
 */
export interface PriceIncreaseValues {
  desde: string;
  modo: 'porcentaje' | 'precios';
  porcentaje: string;
  precios: Record<PaymentMethodView, string>;
  prontoPago: { activo: boolean; hastaDia: string; descuento: string };
  recargo: { activo: boolean; despuesDia: string; monto: string };
}

export type PriceIncreaseBody = {
  desde: string;
  precios: MethodPricesView;
  pronto_pago?: { hasta_dia: number; descuento: number };
  recargo?: { despues_dia: number; recargo: number };
};

const METHODS: PaymentMethodView[] = ['efectivo', 'transferencia', 'mercado_pago'];
// Studios here round a fee to hundreds of pesos ("$ 25.300", never "$ 25.317,40").
const ROUND_TO = 100 * 100;

/** Today's prices raised by `percent`, each rounded to $ 100. */
export const raisedBy = (current: MethodPricesView, percent: number): MethodPricesView =>
  Object.fromEntries(METHODS.map((m) => [m, Math.round((current[m] * (1 + percent / 100)) / ROUND_TO) * ROUND_TO])) as MethodPricesView;

export const initialIncrease = (current: MethodPricesView, tomorrow: string): PriceIncreaseValues => ({
  desde: tomorrow,
  modo: 'porcentaje',
  porcentaje: '8',
  precios: Object.fromEntries(METHODS.map((m) => [m, String(current[m] / 100)])) as Record<PaymentMethodView, string>,
  prontoPago: { activo: false, hastaDia: '10', descuento: '' },
  recargo: { activo: false, despuesDia: '15', monto: '' },
});

const dayOf = (typed: string) => (/^\d{1,2}$/.test(typed.trim()) ? Number(typed) : null);

/** The body to send, or the first thing to fix, in the screen's words. */
export function checkIncrease(v: PriceIncreaseValues, current: MethodPricesView): { ok: true; body: PriceIncreaseBody } | { ok: false; error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.desde)) return { ok: false, error: 'Elige el día desde el que rigen los precios nuevos.' };
  let precios: MethodPricesView;
  if (v.modo === 'porcentaje') {
    const percent = Number(v.porcentaje.replace(',', '.'));
    if (!v.porcentaje.trim() || !Number.isFinite(percent) || percent <= -100 || percent > 100) return { ok: false, error: 'Indica el porcentaje de aumento, por ejemplo 8.' };
    precios = raisedBy(current, percent);
  } else {
    const typed = METHODS.map((m) => parsePesos(v.precios[m]));
    if (typed.some((p) => p === null)) return { ok: false, error: 'Indica el precio de cada medio de pago en pesos, por ejemplo 25.000.' };
    precios = Object.fromEntries(METHODS.map((m, i) => [m, typed[i]!])) as MethodPricesView;
  }
  const body: PriceIncreaseBody = { desde: v.desde, precios };
  if (v.prontoPago.activo) {
    const hasta = dayOf(v.prontoPago.hastaDia);
    const descuento = parsePesos(v.prontoPago.descuento);
    if (hasta === null || descuento === null) return { ok: false, error: 'Indica el último día del pronto pago y cuánto descuenta.' };
    body.pronto_pago = { hasta_dia: hasta, descuento };
  }
  if (v.recargo.activo) {
    const despues = dayOf(v.recargo.despuesDia);
    const monto = parsePesos(v.recargo.monto);
    if (despues === null || monto === null) return { ok: false, error: 'Indica el día después del cual se cobra el recargo y de cuánto es.' };
    body.recargo = { despues_dia: despues, recargo: monto };
  }
  return { ok: true, body };
}
