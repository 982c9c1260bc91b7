// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SesionDetalle } from '../../../../../contract/workouts';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SessionDetailView } from './session-detail-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '5c2e1d0f-6b7a-4c8d-9e01-c2d3e4f5a6b7';
const logged = (peso: number, over: object = {}) => ({ repeticiones: 5, peso, segundos: null, hecha: true, registrada_en: '2026-11-16T15:10:00.000Z', records: [], ...over });

const session: SesionDetalle = {
  id: ID, clerk_user_id: 'user_ana', socio: 'Ana Gómez', planificacion_id: 7, planificacion: 'Fuerza', semana: 'Semana 1', dia_id: 3, dia: 'Día 1',
  estado: 'finalizada', iniciada_en: '2026-11-16T15:00:00.000Z', finalizada_en: '2026-11-16T16:00:00.000Z', fecha: '2026-11-16', nota: null,
  series_registradas: 2, series_planificadas: 3, volumen: 850, records: 0, comentarios: 0,
  ejercicios: [{
    ejercicio_id: 10, nombre: 'Sentadilla', video: null, bloque_id: 5, bloque: 'Fuerza', descanso: 120,
    series: [
      { serie_id: 101, numero: 1, planificado: { repeticiones: '5', peso: 0, porcentaje: 75, rpe: 8, tempo: '3-1-X-0' }, registrado: logged(87.5, { rpe: 8.5 }) },
      { serie_id: 102, numero: 2, planificado: { repeticiones: '5', peso: 80, rir: 2 }, registrado: logged(82.5, { rir: 1 }) },
      { serie_id: 103, numero: 3, planificado: { repeticiones: '5', peso: 80 }, registrado: null },
    ],
  }],
  lista_comentarios: [],
};

describe("the coach's view of a logged session", () => {
  it('shows per set the prescription (reps, kg or %, RPE or RIR, tempo) beside what she logged and felt', async () => {
    mockApi({ [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, session) });
    renderWithProviders(<SessionDetailView sesionId={ID} />);
    const detail = await screen.findByRole('region', { name: 'Sesión Día 1' });
    const rows = within(detail).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '5 @ 75 %RPE 8 · Tempo 3-1-X-0', '5 @ 87,5 kgRPE 8,5'],
      ['2', '5 @ 80 kgRIR 2', '5 @ 82,5 kgRIR 1'],
      ['3', '5 @ 80 kg', '—'],
    ]);
  });
});
