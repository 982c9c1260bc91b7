import { describe, expect, it } from 'vitest';
import { formatLongDay, formatShortDay, formatTime, formatVolume, progressText, recordText, setFigure } from './workout-wording';

describe('workout wording', () => {
  it('writes days and times as in Argentina, 24-hour', () => {
    expect(formatLongDay('2026-11-25')).toBe('miércoles 25 de noviembre');
    expect(formatShortDay('2026-11-05')).toBe('05/11');
    expect(formatTime('2026-11-25T21:05:00.000Z')).toBe('18:05');
  });

  it('celebrates each kind of record in Spanish', () => {
    expect(recordText({ tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor: 62.5, anterior: 60, peso: 62.5 })).toBe('Sentadilla: nuevo peso máximo, 62,5 kg (antes 60 kg)');
    expect(recordText({ tipo: 'e1rm', ejercicio: 'Press banca', valor: 53.333, anterior: 50, peso: 40 })).toBe('Press banca: nuevo 1RM estimado, 53,3 kg (antes 50 kg)');
    expect(recordText({ tipo: 'repeticiones', ejercicio: 'Remo', valor: 12, anterior: 10, peso: 30 })).toBe('Remo: 12 repeticiones con 30 kg, tu mejor marca (antes 10)');
  });

  it('writes a set\'s figure as one unbreakable piece', () => {
    expect(setFigure(32.5, 8)).toBe('32,5\u00a0kg\u00a0×\u00a08');
    expect(setFigure(32.5, 8)).not.toMatch(/ /);
  });

  it('counts sets and volume', () => {
    expect(progressText(3, 12)).toBe('3 de 12 series');
    expect(progressText(0, 1)).toBe('0 de 1 serie');
    expect(formatVolume(1240.5)).toBe('1.241 kg');
  });
});
