import { describe, expect, it } from 'vitest';
import type { MyPausesView, PauseView } from '../../../../contract/pauses';
import { canAskPause, endPauseText, pauseLine, pausePreview, pauseRuleText, planLimitsLine } from './pause-wording';

const ajustes: MyPausesView['ajustes'] = { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' };
const pause = (estado: PauseView['estado'], motivo: string | null = null): PauseView => ({ id: 1, desde: '2026-12-10', hasta: '2026-12-23', dias: 14, estado, motivo });
const mine = (usadas: MyPausesView['usadas'], pausas: PauseView[] = [], rule = ajustes): MyPausesView => ({ ajustes: rule, usadas, pausas });

describe("her pauses' texts", () => {
  it('says the rule and what is left before she asks', () => {
    expect(pauseRuleText(mine({ pausas: 0, dias: 0 }))).toBe('El estudio permite 2 pausas por año, hasta 30 días en total. Te quedan 30 días este año.');
    expect(pauseRuleText(mine({ pausas: 1, dias: 14 }))).toBe('El estudio permite 2 pausas por año, hasta 30 días en total. Te quedan 16 días este año, en una pausa más.');
    expect(pauseRuleText(mine({ pausas: 1, dias: 29 }, [], { ...ajustes, pausas_por_anio: 3 }))).toBe('El estudio permite 3 pausas por año, hasta 30 días en total. Te queda 1 día este año, en 2 pausas más.');
    expect(pauseRuleText(mine({ pausas: 2, dias: 20 }))).toBe('El estudio permite 2 pausas por año, hasta 30 días en total. Ya usaste tus pausas de este año.');
    expect(pauseRuleText(mine({ pausas: 1, dias: 7 }, [], { ...ajustes, pausas_por_anio: 1, dias_por_anio: 7 }))).toBe('El estudio permite una pausa por año, hasta 7 días en total. Ya usaste tu pausa de este año.');
    expect(pauseRuleText(mine({ pausas: 1, dias: 30 }))).toBe('El estudio permite 2 pausas por año, hasta 30 días en total. Ya usaste todos los días de pausa de este año.');
  });

  it('names her package when its own limits are the rule she keeps', () => {
    const own = { ...mine({ pausas: 0, dias: 0 }, [], { ...ajustes, pausas_por_anio: 1, dias_por_anio: 15 }), paquete: 'Pase libre' };
    expect(pauseRuleText(own)).toBe('Tu paquete Pase libre permite una pausa por año, hasta 15 días en total. Te quedan 15 días este año.');
    expect(pauseRuleText({ ...own, usadas: { pausas: 1, dias: 4 } })).toBe('Tu paquete Pase libre permite una pausa por año, hasta 15 días en total. Ya usaste tu pausa de este año.');
    expect(planLimitsLine({ paqueteId: 4, nombre: 'Pase libre', pausas_por_anio: 1, dias_por_anio: 15 })).toBe('Pase libre: una pausa y 15 días por año');
    expect(planLimitsLine({ paqueteId: 5, nombre: '8 clases', pausas_por_anio: 3, dias_por_anio: 1 })).toBe('8 clases: 3 pausas y 1 día por año');
    expect(planLimitsLine({ paqueteId: 6, nombre: 'Clase suelta', pausas_por_anio: 0, dias_por_anio: 10 })).toBe('Clase suelta: sin pausas');
  });

  it('offers Pausar only with room left and none waiting for the studio', () => {
    expect(canAskPause(mine({ pausas: 0, dias: 0 }))).toBe(true);
    expect(canAskPause(mine({ pausas: 1, dias: 14 }, [pause('pendiente')]))).toBe(false);
    expect(canAskPause(mine({ pausas: 1, dias: 14 }, [pause('aprobada')]))).toBe(true);
    expect(canAskPause(mine({ pausas: 1, dias: 30 }))).toBe(false);
    expect(canAskPause(mine({ pausas: 0, dias: 0 }, [], { ...ajustes, pausas_por_anio: 0 }))).toBe(false);
  });

  it('names each pause as it stands, a rejection with the studio’s reason ending once', () => {
    expect(pauseLine(pause('pendiente'))).toBe('Pediste una pausa del 10/12 al 23/12: el estudio la está revisando.');
    expect(pauseLine(pause('aprobada'))).toBe('Pausa del 10/12 al 23/12 (14 días)');
    expect(pauseLine(pause('rechazada', 'Ya usaste las vacaciones.'))).toBe('El estudio rechazó tu pausa del 10/12 al 23/12: Ya usaste las vacaciones.');
    expect(pauseLine(pause('rechazada'))).toBe('El estudio rechazó tu pausa del 10/12 al 23/12.');
  });

  it('previews the days she cannot book and the new end of her package (valido_hasta is its first day not valid)', () => {
    expect(pausePreview({ validoHasta: '2026-12-16', proximoCobro: null }, '2026-11-17', 14).map((l) => l.text)).toEqual([
      'Del martes 17 de noviembre al lunes 30 de noviembre no puedes reservar clases.',
      'Tu paquete pasa a valer hasta el martes 29 de diciembre.',
    ]);
  });

  it('previews her next fee moved, and warns of a start past what she holds as the server would refuse it', () => {
    expect(pausePreview({ validoHasta: null, proximoCobro: '2026-12-16' }, '2026-12-01', 7)[1]).toEqual({ text: 'Tu próxima cuota pasa al miércoles 23 de diciembre.', tone: 'info' });
    expect(pausePreview({ validoHasta: '2026-12-01', proximoCobro: null }, '2026-12-01', 7)[1]).toEqual({ text: 'Tu paquete vale hasta el lunes 30 de noviembre: la pausa tiene que empezar antes.', tone: 'warn' });
    expect(pausePreview({ validoHasta: null, proximoCobro: '2026-12-16' }, '2026-12-16', 7)[1]?.tone).toBe('warn');
  });
  it('says a pause taken back, and what ending one gives back', () => {
    expect(pauseLine(pause('anulada'))).toBe('Anulaste tu pausa del 10/12 al 23/12.');
    expect(endPauseText({ accion: 'terminar' })).toBe('Desde hoy vuelves a reservar, y los días de pausa que no usaste se descuentan del vencimiento de lo que tienes.');
    expect(endPauseText({ accion: 'anular' })).toBe('La pausa no se usa: vuelves a reservar esos días y el vencimiento de lo que tienes vuelve a su fecha.');
  });
});
