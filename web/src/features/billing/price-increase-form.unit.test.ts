import { describe, expect, it } from 'vitest';
import { checkIncrease, initialIncrease, raisedBy } from './price-increase-form';

const today = { efectivo: 2_300_000, transferencia: 2_400_000, mercado_pago: 2_500_000 };

describe('Programar aumento', () => {
  it('raises today’s prices by the percentage, rounded to $ 100', () => {
    expect(raisedBy(today, 8)).toEqual({ efectivo: 2_480_000, transferencia: 2_590_000, mercado_pago: 2_700_000 });
  });
  it('sends the prices typed per method in centavos, with the early price and the surcharge when chosen', () => {
    const v = { ...initialIncrease(today, '2027-02-01'), modo: 'precios' as const, precios: { efectivo: '25.000', transferencia: '26000', mercado_pago: '27.000,50' } };
    expect(checkIncrease({ ...v, prontoPago: { activo: true, hastaDia: '10', descuento: '2.000' }, recargo: { activo: true, despuesDia: '15', monto: '3000' } }, today)).toEqual({
      ok: true,
      body: { desde: '2027-02-01', precios: { efectivo: 2_500_000, transferencia: 2_600_000, mercado_pago: 2_700_050 }, pronto_pago: { hasta_dia: 10, descuento: 200_000 }, recargo: { despues_dia: 15, recargo: 300_000 } },
    });
  });
  it('says what to fix: a missing day, a price that is not pesos, a rule without its amount', () => {
    const v = initialIncrease(today, '2027-02-01');
    expect(checkIncrease({ ...v, desde: '' }, today)).toEqual({ ok: false, error: 'Elige el día desde el que rigen los precios nuevos.' });
    expect(checkIncrease({ ...v, porcentaje: 'ocho' }, today)).toMatchObject({ ok: false });
    expect(checkIncrease({ ...v, modo: 'precios', precios: { ...v.precios, efectivo: 'gratis' } }, today)).toMatchObject({ ok: false, error: 'Indica el precio de cada medio de pago en pesos, por ejemplo 25.000.' });
    expect(checkIncrease({ ...v, recargo: { activo: true, despuesDia: '15', monto: '' } }, today)).toMatchObject({ ok: false });
  });
});
