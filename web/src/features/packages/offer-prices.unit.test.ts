import { describe, expect, it } from 'vitest';
import { methodPrices, nextPriceLine, transferPrice } from './offer-prices';

const precios = { efectivo: 3_000_000, transferencia: 3_100_000, mercado_pago: 3_200_000 };
const proxima = { desde: '2027-02-01', precio_lista: 2_000_000, precios: { efectivo: 2_000_000, transferencia: 2_000_000, mercado_pago: 2_000_000 } };

describe('the prices a package on offer shows before she pays', () => {
  it('says the next price and the day it applies, dd/mm', () => {
    expect(nextPriceLine(proxima).replace(/\s/g, ' ')).toBe('Desde el 01/02: $ 20.000');
  });

  it('has her transfer the list’s transfer price, or the package’s own price without a version in effect', () => {
    expect(transferPrice(32_000, { paqueteId: 3, precios, proxima: null })).toBe(31_000);
    expect(transferPrice(28_000, { paqueteId: 3, precios: null, proxima })).toBe(28_000);
    expect(transferPrice(28_000, undefined)).toBe(28_000);
  });

  it('lists each method’s price only when the list prices them apart', () => {
    expect(methodPrices({ paqueteId: 3, precios, proxima: null })).toEqual([
      { label: 'Efectivo', amount: 30_000 },
      { label: 'Transferencia', amount: 31_000 },
      { label: 'Mercado Pago', amount: 32_000 },
    ]);
    expect(methodPrices({ paqueteId: 3, precios: proxima.precios, proxima: null })).toEqual([]);
    expect(methodPrices(undefined)).toEqual([]);
  });
});
