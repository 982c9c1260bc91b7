import { dayMonth } from '../../lib/calendar-date';
import { formatPrice } from '../../lib/format-price';
import type { OfferPrice } from './api/offer-prices';

type Method = keyof NonNullable<OfferPrice['precios']>;

const METHODS: readonly { method: Method; label: string }[] = [
  { method: 'efectivo', label: 'Efectivo' },
  { method: 'transferencia', label: 'Transferencia' },
  { method: 'mercado_pago', label: 'Mercado Pago' },
];

const pesos = (centavos: number) => centavos / 100;

/** 'Desde el 01/02: $ 20.000': the next version's list price and its day, on the package's card. */
export const nextPriceLine = (next: NonNullable<OfferPrice['proxima']>): string => `Desde el ${dayMonth(next.desde)}: ${formatPrice(pesos(next.precio_lista))}`;

/** What she transfers, in pesos: the list's transfer price today, else the package's own. */
export const transferPrice = (precio: number, prices: OfferPrice | undefined): number =>
  prices?.precios ? pesos(prices.precios.transferencia) : precio;

/**
 * Today's price per method, in pesos, when the list prices them apart; none when every method costs the same (the
 * package's single price says it all).
 */
export function methodPrices(prices: OfferPrice | undefined): { label: string; amount: number }[] {
  const today = prices?.precios;
  if (!today || new Set(METHODS.map((m) => today[m.method])).size === 1) return [];
  return METHODS.map((m) => ({ label: m.label, amount: pesos(today[m.method]) }));
}
