import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Maximos, SesionDetalle } from '../../../../../contract/workouts';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const ID = '3b1f0c2e-5a6d-4e7f-8a90-b1c2d3e4f5a6';

const percentSet = (serie_id: number, numero: number, porcentaje: number) => ({ serie_id, numero, planificado: { repeticiones: '5', peso: 0, porcentaje, rpe: 8 }, registrado: null });
const exercise = (ejercicio_id: number, nombre: string, series: ReturnType<typeof percentSet>[]) => ({ ejercicio_id, nombre, video: null, bloque_id: 5, bloque: 'Fuerza', descanso: 120, series });

// A day her coach wrote in % of her training max: the squat she has a max for, the deadlift she has none for.
const session: SesionDetalle = {
  id: ID, clerk_user_id: 'user_ana', socio: 'Ana Gómez', planificacion_id: 7, planificacion: 'Fuerza', semana: 'Semana 1', dia_id: 3, dia: 'Día 1',
  estado: 'en_curso', iniciada_en: '2026-11-16T15:00:00.000Z', finalizada_en: null, fecha: '2026-11-16', nota: null,
  series_registradas: 0, series_planificadas: 3, volumen: 0, records: 0, comentarios: 0,
  ejercicios: [exercise(10, 'Sentadilla', [percentSet(101, 1, 75), percentSet(102, 2, 80)]), exercise(11, 'Peso muerto', [percentSet(103, 1, 70)])],
  lista_comentarios: [],
};
// Last time she squatted 70 kg: a % set loads from her max, not from that.
const lastTime = [
  { ejercicio_id: 10, nombre: 'Sentadilla', fecha: '2026-11-12', sesion_id: 'prev', series: [{ numero: 1, repeticiones: 5, peso: 70, segundos: null }] },
  { ejercicio_id: 11, nombre: 'Peso muerto', fecha: null, sesion_id: null, series: [] },
];
const maxes: Maximos = { incremento_disco: 2.5, maximos: [{ ejercicio: 'Sentadilla', kg: 116.5, origen: 'profesor', fecha: '2026-11-10T15:00:00.000Z' }], propuestas: [] };

appTestLifecycle();

describe('the logger on a day prescribed in % of her training max', () => {
  it('prefills her own kg, rounded to the studio plates; without a max it shows the percentage and leaves kg to her', async () => {
    renderSignedIn(`/entrenamientos/${ID}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, session),
      'GET /api/entrenamientos/ultimaVez': () => json(200, lastTime),
      'GET /api/entrenamientos/maximos': () => json(200, maxes),
    } });
    const squat = await screen.findByRole('region', { name: 'Sentadilla' });
    // 75 % and 80 % of 116,5 kg: 87,375 and 93,2, on 2,5 kg plates.
    expect(within(squat).getByLabelText<HTMLInputElement>('Peso en kg, serie 1').value).toBe('87,5');
    expect(within(squat).getByLabelText<HTMLInputElement>('Peso en kg, serie 2').value).toBe('92,5');
    expect(within(squat).getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).textContent).toContain('Plan: 5 @ 75 % · 87,5 kg · RPE 8');

    const deadlift = screen.getByRole('region', { name: 'Peso muerto' });
    const kg = within(deadlift).getByLabelText<HTMLInputElement>('Peso en kg, serie 1');
    expect([kg.value, kg.placeholder]).toEqual(['', '70 %']);
    expect(within(deadlift).getByRole('listitem', { name: 'Serie 1 de Peso muerto' }).textContent).toContain('70 % · sin máximo de entrenamiento');
  });
});
