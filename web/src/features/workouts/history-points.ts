import type { HistorialEjercicio } from '../../../../contract/workouts';
import type { ChartPoint } from '../../components/line-chart-geometry';

export type HistoryCharts = {
  /** Heaviest kg per session (null: a bodyweight exercise, nothing to draw). */
  weight: ChartPoint[] | null;
  /** Reps × kg per session. */
  volume: ChartPoint[] | null;
  /** Total reps per session, for bodyweight exercises (where kg says nothing). */
  reps: ChartPoint[] | null;
};

/** The exercise's sessions as chart points, x = the session's place (evenly spaced; two sessions a day stay apart). */
export function historyCharts(history: Pick<HistorialEjercicio, 'por_sesion' | 'series'>): HistoryCharts {
  const sessions = history.por_sesion;
  const loaded = sessions.some((s) => s.peso_maximo > 0);
  if (loaded) {
    return {
      weight: sessions.map((s, i) => ({ x: i, y: s.peso_maximo })),
      volume: sessions.map((s, i) => ({ x: i, y: s.volumen })),
      reps: null,
    };
  }
  const reps = sessions.map((s, i) => ({
    x: i,
    y: history.series.filter((set) => set.sesion_id === s.sesion_id).reduce((sum, set) => sum + set.repeticiones, 0),
  }));
  return { weight: null, volume: null, reps: reps.some((p) => p.y > 0) ? reps : null };
}
