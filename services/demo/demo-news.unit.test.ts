import { describe, expect, it } from 'vitest';
import { nextHolidayWithClasses } from './demo-holidays';
import { demoPosts } from './demo-news';

describe('the demo news, written from the demo week and calendar', () => {
  it('closes the next fixed holiday that falls on a class day, skipping a Sunday', () => {
    expect(nextHolidayWithClasses('2026-11-16')).toEqual({ fecha: '2026-12-08', name: 'Inmaculada Concepción' });
    // 9 July 2028 is a Sunday: no classes to close, so the next one, 8 December (a Friday).
    expect(nextHolidayWithClasses('2028-06-25')).toEqual({ fecha: '2028-12-08', name: 'Inmaculada Concepción' });
    expect(nextHolidayWithClasses('2026-12-25')).toEqual({ fecha: '2027-01-01', name: 'Año Nuevo' });
  });

  it('dates the challenge from the Monday after the seed day and names the closed day with its weekday', () => {
    const [newClass, challenge, holiday] = demoPosts('2026-11-16', { fecha: '2026-12-08', name: 'Inmaculada Concepción' });
    expect(newClass!.contenido).toContain('los martes y jueves a las 18:00, con 8 lugares por clase');
    expect(challenge!.contenido).toMatch(/^Del lunes 23 de noviembre al sábado 16 de enero: /);
    expect(holiday!.contenido).toMatch(/^El martes 8 de diciembre es feriado \(Inmaculada Concepción\) y el estudio permanece cerrado/);
  });
});
