import { describe, expect, it } from 'vitest';
import { parsePolicy, policyFieldsOf, policySummary } from './booking-policy-form';

const funcional = { id: 1, nombre: 'Funcional' };

describe('the booking policy form', () => {
  it('reads a discipline without a policy as the studio defaults, and sends them back unchanged', () => {
    const fields = policyFieldsOf(funcional);
    expect(fields).toEqual({ abren: '', cierran: '0', gratisHoras: '', tardiasMes: '0', listaEspera: '120' });
    expect(parsePolicy(fields)).toEqual({
      policy: { reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120 },
    });
  });

  it('parses whole numbers in range, and says which field is wrong', () => {
    expect(parsePolicy({ abren: '7', cierran: '30', gratisHoras: '12', tardiasMes: '2', listaEspera: '45' })).toEqual({
      policy: { reservas_abren_dias_antes: 7, reservas_cierran_minutos_antes: 30, cancelacion_gratis_horas_antes: 12, cancelaciones_tardias_gratis_mes: 2, lista_espera_automatica_minutos_antes: 45 },
    });
    expect(parsePolicy({ abren: '', cierran: '0', gratisHoras: '', tardiasMes: '0', listaEspera: '2000' })).toEqual({ error: 'La lista de espera automática va de 0 a 1440 minutos antes.' });
    expect(parsePolicy({ abren: '0', cierran: '0', gratisHoras: '', tardiasMes: '0', listaEspera: '120' })).toEqual({ error: 'Las reservas abren entre 1 y 60 días antes (o deja el campo vacío).' });
    expect(parsePolicy({ abren: '', cierran: '1,5', gratisHoras: '', tardiasMes: '0', listaEspera: '120' })).toEqual({ error: 'Las reservas cierran entre 0 y 1440 minutos antes.' });
    expect(parsePolicy({ abren: '', cierran: '0', gratisHoras: '200', tardiasMes: '0', listaEspera: '120' })).toHaveProperty('error');
    expect(parsePolicy({ abren: '', cierran: '0', gratisHoras: '', tardiasMes: '-1', listaEspera: '120' })).toHaveProperty('error');
  });

  it('sums the rules up under the discipline name', () => {
    expect(policySummary(funcional)).toBe('Sin reglas de reserva propias');
    expect(
      policySummary({ ...funcional, reservas_abren_dias_antes: 1, reservas_cierran_minutos_antes: 30, cancelacion_gratis_horas_antes: 12, cancelaciones_tardias_gratis_mes: 2 }),
    ).toBe('Reservas desde 1 día antes · cierran 30 min antes · Cancelación sin costo hasta 12 h antes · 2 tardías sin costo por mes');
    expect(policySummary({ ...funcional, lista_espera_automatica_minutos_antes: 30 })).toBe('Lista de espera automática hasta 30 min antes');
  });
});
