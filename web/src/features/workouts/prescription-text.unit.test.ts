import { describe, expect, it } from 'vitest';
import { loggedLines, plannedLines } from './prescription-text';

const logged = (over: object) => ({ repeticiones: 5, peso: 85, segundos: null, hecha: true, registrada_en: '2026-11-16T15:10:00.000Z', records: [], ...over });

describe("a session's set as the coach reads it: the prescription beside what she logged", () => {
  it('writes the prescription: reps with kg or % of her max, then effort and tempo', () => {
    expect(plannedLines({ repeticiones: '5', peso: 0, porcentaje: 72.5, rpe: 8, tempo: '3-1-X-0' })).toEqual({ main: '5 @ 72,5 %', effort: 'RPE 8 · Tempo 3-1-X-0' });
    expect(plannedLines({ repeticiones: '10', peso: 40, rir: 2 })).toEqual({ main: '10 @ 40 kg', effort: 'RIR 2' });
    expect(plannedLines({ repeticiones: '30s', peso: 0 })).toEqual({ main: '30 s', effort: '' });
  });

  it('writes what she logged with the effort she felt, nothing for a set not done', () => {
    expect(loggedLines(logged({ rpe: 8.5 }))).toEqual({ main: '5 @ 85 kg', effort: 'RPE 8,5' });
    expect(loggedLines(logged({ peso: 0, rir: 1 }))).toEqual({ main: '5', effort: 'RIR 1' });
    expect(loggedLines(logged({ segundos: 40, peso: 0 }))).toEqual({ main: '40 s', effort: '' });
    expect(loggedLines(logged({ hecha: false }))).toBeNull();
    expect(loggedLines(null)).toBeNull();
  });
});
