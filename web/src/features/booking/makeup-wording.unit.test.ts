import { describe, expect, it } from 'vitest';
import type { Makeup, MyMakeups } from './api/my-makeups';
import { agendaMakeupNote, fittingMakeup, makeupLine, makeupRuleText, makeupsShown, monthUseText } from './makeup-wording';
import { makeupPayment, notBookableWithMakeups } from './makeup-booking';
import type { AgendaOccurrence } from './api/get-agenda';

const right = (over: Partial<Makeup> = {}): Makeup => ({ id: 1, fecha: '2026-11-18', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', motivo: 'cancel', vence: '2026-11-29', ...over });
const mine = (over: Partial<MyMakeups> = {}): MyMakeups => ({
  ajustes: { activo: true, dias_validez: 14, tope_mensual: 2, recuperar_cierres: false },
  disponibles: [right()],
  usados_mes: 1,
  ...over,
});
const friday: AgendaOccurrence = { horario_id: 9, fecha: '2026-11-20', dia_semana: 'Viernes', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 10, cupo_disponible: 3, reserva_id: null };

describe('make-up wording', () => {
  it('names the class she missed, its discipline and the last day to use it', () => {
    expect(makeupLine(right())).toBe('Clase del miércoles 18/11 · Funcional — vence el 29/11');
    expect(makeupLine(right({ motivo: 'closure' }))).toBe('Clase del miércoles 18/11 (cerró el estudio) · Funcional — vence el 29/11');
  });

  it("says the month's use against the cap, and nothing without a cap", () => {
    expect(monthUseText(mine())).toBe('Usaste 1 de 2 recuperos este mes');
    expect(monthUseText(mine({ usados_mes: 0, ajustes: { ...mine().ajustes, tope_mensual: 1 } }))).toBe('Usaste 0 de 1 recupero este mes');
    expect(monthUseText(mine({ ajustes: { ...mine().ajustes, tope_mensual: null } }))).toBeNull();
  });

  it('shows make-ups where the studio offers them or while she holds one', () => {
    expect(makeupsShown(mine())).toBe(true);
    expect(makeupsShown(mine({ ajustes: { ...mine().ajustes, activo: false } }))).toBe(true);
    expect(makeupsShown(mine({ ajustes: { ...mine().ajustes, activo: false }, disponibles: [] }))).toBe(false);
    expect(makeupRuleText(mine())).toContain('te queda un recupero por 14 días');
  });

  it('picks the right the server would use: same discipline, valid on the day, running out first', () => {
    const later = right({ id: 2, vence: '2026-12-01' });
    expect(fittingMakeup([later, right()], friday)?.id).toBe(1);
    expect(fittingMakeup([right({ disciplina_id: 2 })], friday)).toBeNull();
    expect(fittingMakeup([right({ vence: '2026-11-19' })], friday)).toBeNull();
    expect(agendaMakeupNote([later, right()])).toBe('Tienes 2 recuperos: elige una clase de Funcional hasta el 29/11 y toca «Usar un recupero».');
    expect(agendaMakeupNote([])).toBeNull();
  });
});

describe('booking with a make-up', () => {
  it('opens a class to her without credits when a right pays it, never a full one or one not open yet', () => {
    expect(notBookableWithMakeups([right()], friday, 'no-credits')).toBeNull();
    expect(notBookableWithMakeups([right()], { ...friday, cupo_disponible: 0 }, 'no-credits')).toBe('no-credits');
    expect(notBookableWithMakeups([right()], friday, 'not-open-yet')).toBe('not-open-yet');
    expect(notBookableWithMakeups([], friday, 'no-credits')).toBe('no-credits');
  });

  it('tells the flow the right and whether a credit can pay instead', () => {
    expect(makeupPayment([right()], friday, null)).toEqual({ makeup: right(), creditBookable: true });
    expect(makeupPayment([right()], friday, 'no-credits')).toEqual({ makeup: right(), creditBookable: false });
    expect(makeupPayment([], friday, null)).toEqual({ makeup: null, creditBookable: true });
  });
});
