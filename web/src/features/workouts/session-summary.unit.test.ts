import { describe, expect, it } from 'vitest';
import { durationText, summaryFromLog, summaryRecordText } from './session-summary';
import type { SessionSet } from './machines/session-sets';

const set = (serieId: number, over: Partial<SessionSet> = {}): SessionSet => ({
  serieId, ejercicioId: 1, ejercicio: 'Sentadilla', bloqueId: 1, descanso: 90, numero: serieId,
  target: { kind: 'reps', reps: 8 }, cantidad: '8', peso: '32,5', status: 'saved', error: null, attempt: 1, ...over,
});

describe('the finished workout\'s summary', () => {
  it('says how long it took, in minutes and hours', () => {
    expect(durationText(30_000)).toBe('< 1 min');
    expect(durationText(47 * 60_000)).toBe('47 min');
    expect(durationText(60 * 60_000)).toBe('1 h');
    expect(durationText(65 * 60_000 + 59_000)).toBe('1 h 5 min');
  });

  it('counts the done sets and their volume from the start to the finish on the injected clock', () => {
    const summary = summaryFromLog({ iniciada_en: '2026-11-16T15:00:00.000Z' }, [set(1), set(2, { status: 'queued' }), set(3, { status: 'open' })], [], Date.parse('2026-11-16T15:52:00.000Z'));
    expect(summary).toEqual({ durationMs: 52 * 60_000, done: 2, total: 3, volume: 520, records: [] });
    expect(summaryFromLog({ iniciada_en: '2026-11-16T15:00:00.000Z' }, [], [], null).durationMs).toBeNull();
  });

  it('names each exercise\'s records once, with the set that holds them', () => {
    expect(summaryRecordText({ ejercicio: 'Sentadilla', kinds: ['peso_maximo', 'e1rm'], peso: 32.5, repeticiones: 8 })).toBe('Sentadilla: peso máximo y 1RM estimado (32,5 kg × 8)');
    expect(summaryRecordText({ ejercicio: 'Dominadas', kinds: ['repeticiones'], peso: 0, repeticiones: 12 })).toBe('Dominadas: más repeticiones (12 repeticiones)');
  });
});
