import { describe, expect, it } from 'vitest';
import { boardFixture } from './testing/board-fixture';
import { cellSummary, classHeading, doneOf, doneText, entryStart, targetEffort, targetOf, targetText } from './board-cells';

const ana = boardFixture.socios[0]!;
const [first, second] = boardFixture.dia!.bloques[0]!.ejercicios[0]!.series;

describe("a pizarra's cell texts", () => {
  it('writes a target as kg × reps in es-AR, reps alone when there is no kg, and a time with its unit', () => {
    expect(targetText({ kg: 62.5, repeticiones: '8' })).toBe('62,5 kg × 8');
    expect(targetText({ kg: 60, repeticiones: '8-10' })).toBe('60 kg × 8-10');
    expect(targetText({ kg: null, repeticiones: '12' })).toBe('× 12');
    expect(targetText({ kg: null, repeticiones: '30s' })).toBe('× 30 s');
    expect(targetText({ kg: null, repeticiones: '' })).toBe('—');
  });

  it('names the effort the target asks for, small beside it', () => {
    expect(targetEffort({ rir: 2 })).toBe('RIR 2');
    expect(targetEffort({ rpe: 8.5 })).toBe('RPE 8,5');
    expect(targetEffort({})).toBe('');
  });

  it('marks a logged set done with what she lifted, the weight left out when there was none', () => {
    expect(doneText({ repeticiones: 8, peso: 60 })).toBe('✓ 8 × 60 kg');
    expect(doneText({ repeticiones: 10, peso: 42.5 })).toBe('✓ 10 × 42,5 kg');
    expect(doneText({ repeticiones: 12, peso: 0 })).toBe('✓ 12');
  });

  it("takes her own target for a set, or the plan's figures when the server has none for it yet", () => {
    expect(targetOf(ana, first!)).toEqual({ serie_id: 101, kg: 62.5, repeticiones: '8', origen: 'maximo' });
    const stranger = { ...ana, objetivos: [] };
    expect(targetOf(stranger, second!)).toMatchObject({ serie_id: 102, kg: 60, repeticiones: '8', origen: 'plan', rir: 2 });
    expect(doneOf(ana, first!)).toEqual({ serie_id: 101, repeticiones: 8, peso: 62.5, records: [] });
    expect(doneOf(ana, second!)).toBeUndefined();
  });

  it('says a cell in words for a screen reader: the target, what was done, a record, or that it is being sent', () => {
    const target = targetOf(ana, second!);
    expect(cellSummary(target, undefined)).toBe('objetivo 62,5 kg × 8, RIR 2');
    expect(cellSummary(target, { serie_id: 102, repeticiones: 8, peso: 65, records: ['peso_maximo'] })).toBe('objetivo 62,5 kg × 8, RIR 2; hecha: 8 × 65 kg, récord');
    expect(cellSummary(target, undefined, true)).toBe('objetivo 62,5 kg × 8, RIR 2; enviando');
  });

  it('heads the board with the discipline, the weekday and date, and the 24-hour time', () => {
    expect(classHeading(boardFixture.clase)).toBe('Funcional · lunes 16/11 · 18:00');
    expect(classHeading({ ...boardFixture.clase, fecha: '2026-12-02', hora: '07:30:00' })).toBe('Funcional · miércoles 02/12 · 07:30');
  });

  it('prefills the entry with her target, or with what she logged when correcting it', () => {
    expect(entryStart({ serie_id: 1, kg: 62.5, repeticiones: '8-10', origen: 'maximo' }, undefined)).toEqual({ repeticiones: '8', kg: '62,5' });
    expect(entryStart({ serie_id: 1, kg: null, repeticiones: '12', origen: null }, undefined)).toEqual({ repeticiones: '12', kg: '' });
    expect(entryStart({ serie_id: 1, kg: null, repeticiones: '30s', origen: null }, undefined)).toEqual({ repeticiones: '', kg: '' });
    expect(entryStart({ serie_id: 1, kg: 40, repeticiones: '10', origen: 'plan' }, { serie_id: 1, repeticiones: 9, peso: 42.5, records: [] })).toEqual({ repeticiones: '9', kg: '42,5' });
  });
});
