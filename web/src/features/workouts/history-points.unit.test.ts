import { describe, expect, it } from 'vitest';
import { historyCharts } from './history-points';

const set = (sesion_id: string, repeticiones: number, peso: number) => ({
  fecha: '2026-11-20',
  registrada_en: '2026-11-20T12:00:00.000Z',
  sesion_id,
  numero: 1,
  repeticiones,
  peso,
  segundos: null,
  volumen: repeticiones * peso,
  e1rm: null,
});

describe('historyCharts', () => {
  it('draws weight and volume per session for a loaded exercise', () => {
    const charts = historyCharts({
      por_sesion: [
        { fecha: '2026-11-20', sesion_id: 'a', peso_maximo: 40, volumen: 1200, e1rm: 53 },
        { fecha: '2026-11-25', sesion_id: 'b', peso_maximo: 42.5, volumen: 1275, e1rm: 56 },
      ],
      series: [],
    });
    expect(charts.weight).toEqual([{ x: 0, y: 40 }, { x: 1, y: 42.5 }]);
    expect(charts.volume!.map((p) => p.y)).toEqual([1200, 1275]);
    expect(charts.reps).toBeNull();
  });

  it('draws total reps per session for a bodyweight exercise', () => {
    const charts = historyCharts({
      por_sesion: [{ fecha: '2026-11-20', sesion_id: 'a', peso_maximo: 0, volumen: 0, e1rm: null }],
      series: [set('a', 12, 0), set('a', 10, 0)],
    });
    expect(charts).toEqual({ weight: null, volume: null, reps: [{ x: 0, y: 22 }] });
  });

  it('has nothing to draw without sessions', () => {
    expect(historyCharts({ por_sesion: [], series: [] })).toEqual({ weight: null, volume: null, reps: null });
  });
});
