import { describe, expect, it } from 'vitest';
import type { SesionDetalle } from '../../../../../contract/workouts';
import type { QueuedCommand } from '../../../lib/offline/command-queue';
import { buildSessionSets } from '../machines/build-session-sets';
import { withPending } from './pending-session';

const detail: SesionDetalle = {
  id: 's1', clerk_user_id: 'u1', socio: 'Ana Pérez', planificacion_id: 1, planificacion: 'Fuerza', semana: 'Semana 1', dia_id: 3, dia: 'Día 1',
  estado: 'en_curso', iniciada_en: '2026-11-25T12:00:00.000Z', finalizada_en: null, fecha: '2026-11-25', nota: null,
  series_registradas: 0, series_planificadas: 2, volumen: 0, records: 0, comentarios: 0, lista_comentarios: [],
  ejercicios: [{
    ejercicio_id: 10, nombre: 'Sentadilla', video: null, bloque_id: 5, bloque: 'Fuerza', descanso: 90,
    series: [1, 2].map((n) => ({ serie_id: n, numero: n, planificado: { repeticiones: '10', peso: 40 }, registrado: null })),
  }],
};

const queued = (path: string, body: unknown): QueuedCommand => ({
  seq: 1, path, body, idempotencyKey: 'k', userId: 'u1', label: '', queuedAt: Date.parse('2026-11-25T12:10:00Z'), attempts: 0, nextAttemptAt: 0, state: 'pending', error: null,
});

describe('a session with what the offline queue still holds', () => {
  it('shows sets logged with no signal as done and pending after a reload', () => {
    const set = queued('/api/entrenamientos/registrarSerie', { sesionId: 's1', serieId: 1, repeticiones: 12, peso: 42.5, segundos: null, hecha: true });
    const merged = withPending(detail, { started: undefined, sets: [set], finished: undefined });
    expect(merged.pendientes).toEqual([1]);
    expect(merged.ejercicios[0]!.series[0]!.registrado).toMatchObject({ repeticiones: 12, peso: 42.5, hecha: true });
    expect(buildSessionSets(merged, []).map((s) => [s.serieId, s.cantidad, s.peso, s.status])).toEqual([
      [1, '12', '42,5', 'queued'],
      [2, '10', '40', 'open'],
    ]);
  });

  it('shows a session finished with no signal as finished, with its note', () => {
    const finish = queued('/api/entrenamientos/finalizarSesion', { id: 's1', nota: 'Sin señal en el subsuelo' });
    expect(withPending(detail, { started: undefined, sets: [], finished: finish })).toMatchObject({ estado: 'finalizada', nota: 'Sin señal en el subsuelo' });
  });

  it('leaves a session with nothing queued as the server has it', () => {
    expect(withPending(detail, { started: undefined, sets: [], finished: undefined })).toBe(detail);
  });
});
