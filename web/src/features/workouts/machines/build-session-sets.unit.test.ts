import { describe, expect, it } from 'vitest';
import type { SesionDetalle, UltimaVez } from '../../../../../contract/workouts';
import { buildSessionSets, hasPercentSets } from './build-session-sets';

const serie = (serie_id: number, numero: number, repeticiones: string, peso: number, registrado: SesionDetalle['ejercicios'][number]['series'][number]['registrado'] = null) => ({
  serie_id,
  numero,
  planificado: { repeticiones, peso },
  registrado,
});

const detail = (ejercicios: SesionDetalle['ejercicios']): SesionDetalle => ({
  id: 's1',
  clerk_user_id: 'u1',
  socio: 'Ana Pérez',
  planificacion_id: 1,
  planificacion: 'Fuerza',
  semana: 'Semana 1',
  dia_id: 3,
  dia: 'Día 1',
  estado: 'en_curso',
  iniciada_en: '2026-11-25T12:00:00.000Z',
  finalizada_en: null,
  fecha: '2026-11-25',
  nota: null,
  series_registradas: 0,
  series_planificadas: 3,
  volumen: 0,
  records: 0,
  comentarios: 0,
  ejercicios,
  lista_comentarios: [],
});

const squat = (series: ReturnType<typeof serie>[]) => ({ ejercicio_id: 10, nombre: 'Sentadilla', video: null, bloque_id: 5, bloque: 'Fuerza', descanso: 90, series });

describe('buildSessionSets', () => {
  it("prefills a plan's half and quarter kilos with a decimal comma (22,5 kg → \"22,5\")", () => {
    const sets = buildSessionSets(detail([squat([serie(1, 1, '8', 22.5), serie(2, 2, '8', 21.25)])]), []);
    expect(sets.map((s) => s.peso)).toEqual(['22,5', '21,25']);
  });

  it('prefills from the plan when there is no last time, in set order, bodyweight as an empty kg', () => {
    const sets = buildSessionSets(detail([squat([serie(2, 2, '8', 40), serie(1, 1, '10', 40)]), { ...squat([serie(3, 1, '30s', 0)]), ejercicio_id: 11, nombre: 'Plancha' }]), []);
    expect(sets.map((s) => [s.serieId, s.numero, s.cantidad, s.peso, s.status])).toEqual([
      [1, 1, '10', '40', 'open'],
      [2, 2, '8', '40', 'open'],
      [3, 1, '30', '', 'open'],
    ]);
    expect(sets[2]!.target).toEqual({ kind: 'time', seconds: 30 });
    expect(sets[0]).toMatchObject({ ejercicio: 'Sentadilla', bloqueId: 5, descanso: 90 });
  });

  it('prefills from the last time by set number, the last set covering extra sets', () => {
    const last: UltimaVez[] = [
      { ejercicio_id: 10, nombre: 'Sentadilla', fecha: '2026-11-20', sesion_id: 's0', series: [{ numero: 1, repeticiones: 10, peso: 42.5, segundos: null }] },
    ];
    const sets = buildSessionSets(detail([squat([serie(1, 1, '10', 40), serie(2, 2, '10', 40)])]), last);
    expect(sets.map((s) => [s.cantidad, s.peso])).toEqual([
      ['10', '42,5'],
      ['10', '42,5'],
    ]);
  });

  it('never takes this same session as the last time', () => {
    const today: UltimaVez[] = [
      { ejercicio_id: 10, nombre: 'Sentadilla', fecha: '2026-11-25', sesion_id: 's1', series: [{ numero: 1, repeticiones: 3, peso: 80, segundos: null }] },
    ];
    expect(buildSessionSets(detail([squat([serie(1, 1, '10', 40)])]), today)[0]).toMatchObject({ cantidad: '10', peso: '40' });
  });

  it('shows what was already logged as done', () => {
    const logged = { repeticiones: 9, peso: 45, segundos: null, hecha: true, registrada_en: '2026-11-25T12:10:00.000Z', records: [] };
    const sets = buildSessionSets(detail([squat([serie(1, 1, '10', 40, logged)])]), []);
    expect(sets[0]).toMatchObject({ cantidad: '9', peso: '45', status: 'saved' });
  });

  it("prefills a % set with her own kg (percent × her max, to the studio's plates) over her last time; empty without a max", () => {
    const percent = (serie_id: number, numero: number, porcentaje: number) => ({ serie_id, numero, planificado: { repeticiones: '5', peso: 0, porcentaje }, registrado: null });
    const day = detail([squat([percent(1, 1, 75), percent(2, 2, 80)]), { ...squat([percent(3, 1, 70)]), ejercicio_id: 11, nombre: 'Peso muerto' }]);
    const last: UltimaVez[] = [{ ejercicio_id: 10, nombre: 'Sentadilla', fecha: '2026-11-20', sesion_id: 's0', series: [{ numero: 1, repeticiones: 5, peso: 70, segundos: null }] }];
    const maxes = { incremento_disco: 2.5, maximos: [{ ejercicio: 'sentadilla', kg: 116.5 }] };
    // 87,375 → 87,5 and 93,2 → 92,5 on 2,5 kg plates; no max for the deadlift: she types it.
    expect(buildSessionSets(day, last, maxes).map((s) => [s.ejercicio, s.cantidad, s.peso])).toEqual([
      ['Sentadilla', '5', '87,5'],
      ['Sentadilla', '5', '92,5'],
      ['Peso muerto', '5', ''],
    ]);
    expect(buildSessionSets(day, last, { ...maxes, incremento_disco: 1 }).map((s) => s.peso)).toEqual(['87', '93', '']);
    // Without her maxes at all (not asked, or offline), the same: the hint shows the percentage.
    expect(buildSessionSets(day, last).map((s) => s.peso)).toEqual(['', '', '']);
    expect([hasPercentSets(day), hasPercentSets(detail([squat([serie(1, 1, '10', 40)])]))]).toEqual([true, false]);
  });

  it('keeps what she logged on a % set', () => {
    const logged = { repeticiones: 5, peso: 85, segundos: null, hecha: true, registrada_en: '2026-11-25T12:10:00.000Z', records: [] };
    const set = { serie_id: 1, numero: 1, planificado: { repeticiones: '5', peso: 0, porcentaje: 75 }, registrado: logged };
    expect(buildSessionSets(detail([squat([set])]), [], { incremento_disco: 2.5, maximos: [{ ejercicio: 'Sentadilla', kg: 116.5 }] })[0]).toMatchObject({ peso: '85', status: 'saved' });
  });
});
