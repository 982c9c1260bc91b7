import { describe, expect, it } from 'vitest';
import { notBookable, notBookableLabel } from './bookable';

const pkg = (creditos_restantes: number) => ({ paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes, dias_restantes: 10 });
const noPackage = { ...pkg(0), paquete_id: null };
// Tuesday 24 November 2026, 10:00 local (the studio's) time.
const NOW = new Date(2026, 10, 24, 10, 0);
const rules = (over: Partial<{ reservas_abren: string | null; reservas_cierran: string | null }> = {}) => ({
  reservas_abren: null, reservas_cierran: null, cancelacion_gratis_hasta: null, tardias_sin_costo_restantes: 0, ...over,
});
const yoga = (reglas = rules()) => ({ disciplina_id: 2, reglas });

describe('notBookable', () => {
  it('says someone without a package cannot book, before credits or the window', () => {
    expect(notBookable(noPackage, [], yoga(), NOW)).toBe('no-package');
    expect(notBookable(null, [], yoga(rules({ reservas_abren: '2026-12-03 00:00' })), NOW)).toBe('no-package');
  });

  it('says a member without credits cannot book, whatever the class', () => {
    expect(notBookable(pkg(0), [], yoga(), NOW)).toBe('no-credits');
  });

  it("marks a class of another discipline than the package's as not included", () => {
    expect(notBookable(pkg(3), [5], yoga(), NOW)).toBe('not-included');
    expect(notBookable(pkg(3), [2], yoga(), NOW)).toBeNull();
    expect(notBookable(pkg(3), [], yoga(), NOW)).toBeNull();
    expect(notBookable(pkg(3), undefined, yoga(), NOW)).toBeNull();
  });

  it('books any discipline of a package limited to several, and marks the others', () => {
    expect(notBookable(pkg(3), [2, 3], yoga(), NOW)).toBeNull();
    expect(notBookable(pkg(3), [2, 3], { ...yoga(), disciplina_id: 3 }, NOW)).toBeNull();
    expect(notBookable(pkg(3), [2, 3], { ...yoga(), disciplina_id: 4 }, NOW)).toBe('not-included');
  });

  it('holds a class whose booking opens later until that minute, as the server decides', () => {
    const opensTomorrow = yoga(rules({ reservas_abren: '2026-11-25 00:00' }));
    expect(notBookable(pkg(3), [], opensTomorrow, NOW)).toBe('not-open-yet');
    expect(notBookable(pkg(3), [], opensTomorrow, new Date(2026, 10, 24, 23, 59))).toBe('not-open-yet');
    expect(notBookable(pkg(3), [], opensTomorrow, new Date(2026, 10, 25, 0, 0))).toBeNull();
  });

  it('closes a class after its last minute for booking, not on it', () => {
    const closesAt = yoga(rules({ reservas_cierran: '2026-11-24 10:30' }));
    expect(notBookable(pkg(3), [], closesAt, new Date(2026, 10, 24, 10, 30))).toBeNull();
    expect(notBookable(pkg(3), [], closesAt, new Date(2026, 10, 24, 10, 31))).toBe('booking-closed');
  });

  it('books as before when the server sends no rules', () => {
    expect(notBookable(pkg(3), [], { disciplina_id: 2 }, NOW)).toBeNull();
  });
});

describe('notBookableLabel', () => {
  it('says when booking opens, with the weekday, date and time', () => {
    expect(notBookableLabel('not-open-yet', yoga(rules({ reservas_abren: '2026-12-03 00:00' })))).toBe('Reservas desde el jueves 03/12, 00:00');
  });

  it('names the other reasons in a few words', () => {
    expect(['no-package', 'no-credits', 'not-included', 'booking-closed'].map((r) => notBookableLabel(r as 'no-credits', yoga()))).toEqual([
      'Necesitas un paquete para reservar', 'Sin créditos', 'No incluida en tu paquete', 'Reservas cerradas',
    ]);
  });
});
