import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SesionDetalle, UltimaVez } from '../../../../../contract/workouts';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const ID = '7d0c5a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';

const session: SesionDetalle = {
  id: ID,
  clerk_user_id: 'user_ana',
  socio: 'Ana Gómez',
  planificacion_id: 7,
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
  series_planificadas: 2,
  volumen: 0,
  records: 0,
  comentarios: 0,
  ejercicios: [
    {
      ejercicio_id: 10,
      nombre: 'Sentadilla',
      video: null,
      bloque_id: 5,
      bloque: 'Bloque A',
      descanso: 90,
      series: [{ serie_id: 101, numero: 1, planificado: { repeticiones: '10', peso: 40 }, registrado: null }],
    },
    {
      ejercicio_id: 11,
      nombre: 'Dominadas',
      video: null,
      bloque_id: 5,
      bloque: 'Bloque A',
      descanso: 90,
      series: [{ serie_id: 102, numero: 1, planificado: { repeticiones: '8', peso: 0 }, registrado: null }],
    },
  ],
  lista_comentarios: [{ id: 'c1', autor_id: 'user_leo', autor: 'Leo Díaz', texto: 'Cuida la espalda', fecha: '2026-11-24T21:00:00.000Z', leido: true }],
};

const lastTime: UltimaVez[] = [
  { ejercicio_id: 10, nombre: 'Sentadilla', fecha: '2026-11-20', sesion_id: 'prev', series: [{ numero: 1, repeticiones: 10, peso: 40, segundos: null }] },
  { ejercicio_id: 11, nombre: 'Dominadas', fecha: null, sesion_id: null, series: [] },
];

// 47 minutes after the session's start.
appTestLifecycle({ now: new Date('2026-11-25T12:47:00.000Z') });

describe('workout session screen', () => {
  it('prefills from last time, saves a set marked done with its key, celebrates a record and finishes', async () => {
    const record = { tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor: 42.5, anterior: 40, peso: 42.5, repeticiones: 10 };
    const { calls } = renderSignedIn(`/entrenamientos/${ID}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, session),
      'GET /api/entrenamientos/ultimaVez': () => json(200, lastTime),
      'POST /api/entrenamientos/registrarSerie': (call) => json(200, { ok: true, sesionId: ID, serieId: (call.body as { serieId: number }).serieId, records: (call.body as { peso: number }).peso > 40 ? [record] : [] }),
      'POST /api/entrenamientos/finalizarSesion': () => json(200, { ok: true, id: ID }),
    } }).api;

    const squat = await screen.findByRole('region', { name: 'Sentadilla' });
    await within(squat).findByText('La última vez (20/11): 1×10 @ 40 kg');
    expect(within(squat).getByLabelText<HTMLInputElement>('Peso en kg, serie 1').value).toBe('40');
    const pullUps = screen.getByRole('region', { name: 'Dominadas' });
    expect(within(pullUps).getByText('Primera vez con este ejercicio.')).toBeTruthy();
    expect(within(pullUps).getByLabelText<HTMLInputElement>('Peso en kg, serie 1').placeholder).toBe('—');
    expect(screen.getByText('Cuida la espalda')).toBeTruthy();

    fireEvent.change(within(squat).getByLabelText('Peso en kg, serie 1'), { target: { value: '42,5' } });
    fireEvent.click(within(squat).getByRole('button', { name: 'Marcar hecha la serie 1' }));
    await screen.findByText('Sentadilla: nuevo peso máximo, 42,5 kg (antes 40 kg)');
    // The set itself is marked, where the member is looking.
    expect(within(within(squat).getByRole('listitem', { name: 'Serie 1 de Sentadilla' })).getByText('Récord')).toBeTruthy();
    const logged = calls.find((c) => c.path === '/api/entrenamientos/registrarSerie')!;
    expect(logged.body).toEqual({ sesionId: ID, serieId: 101, repeticiones: 10, segundos: null, peso: 42.5, hecha: true });
    expect(logged.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The app's rest timer started with the block's rest.
    expect(await screen.findByRole('timer', { name: 'Descanso' })).toBeTruthy();

    fireEvent.click(within(pullUps).getByRole('button', { name: 'Marcar hecha la serie 1' }));
    await screen.findByText('2 de 2 series');
    expect(calls.filter((c) => c.path === '/api/entrenamientos/registrarSerie').at(-1)!.body).toMatchObject({ serieId: 102, repeticiones: 8, peso: 0 });

    fireEvent.change(screen.getByLabelText('Nota (opcional)'), { target: { value: 'Bien' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrenamiento' }));
    const summary = await screen.findByRole('status', { name: 'Entrenamiento terminado' });
    await waitFor(() => expect(calls.find((c) => c.path === '/api/entrenamientos/finalizarSesion')?.body).toEqual({ id: ID, nota: 'Bien' }));
    expect(within(summary).getByText('47 min')).toBeTruthy();
    expect(within(summary).getByText('2 de 2')).toBeTruthy();
    expect(within(summary).getByText('425 kg')).toBeTruthy();
    expect(within(summary).getByText('1 récord')).toBeTruthy();
    expect(within(summary).getByText('Sentadilla: peso máximo (42,5 kg × 10)')).toBeTruthy();
    // The workout is over: no rest is left running.
    expect(screen.queryByRole('timer', { name: 'Descanso' })).toBeNull();
  });

  it('asks before finishing with sets left ("Te falta 1 serie"), and keeps logging when the member says so', async () => {
    const { calls } = renderSignedIn(`/entrenamientos/${ID}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, session),
      'GET /api/entrenamientos/ultimaVez': () => json(200, lastTime),
      'POST /api/entrenamientos/registrarSerie': (call) => json(200, { ok: true, sesionId: ID, serieId: (call.body as { serieId: number }).serieId, records: [] }),
      'POST /api/entrenamientos/finalizarSesion': () => json(200, { ok: true, id: ID }),
    } }).api;
    const squat = await screen.findByRole('region', { name: 'Sentadilla' });
    fireEvent.click(within(squat).getByRole('button', { name: 'Marcar hecha la serie 1' }));
    await screen.findByText('1 de 2 series');

    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrenamiento' }));
    const ask = await screen.findByRole('dialog', { name: 'Te falta 1 serie. ¿Terminar igual?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Seguir entrenando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/entrenamientos/finalizarSesion')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Finalizar entrenamiento' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terminar igual' }));
    const summary = await screen.findByRole('status', { name: 'Entrenamiento terminado' });
    expect(within(summary).getByText('1 de 2')).toBeTruthy();
    expect(within(summary).queryByText(/récord/)).toBeNull();
  });

  it('a finished session reads its own duration, volume and records', async () => {
    const done = (peso: number, repeticiones: number, records: ('peso_maximo' | 'e1rm')[]) => ({ repeticiones, peso, segundos: null, hecha: true, registrada_en: '2026-11-25T12:30:00.000Z', records });
    const finished: SesionDetalle = {
      ...session,
      estado: 'finalizada',
      finalizada_en: '2026-11-25T13:05:00.000Z',
      series_registradas: 2,
      volumen: 585,
      records: 1,
      ejercicios: [
        { ...session.ejercicios[0]!, series: [
          { serie_id: 101, numero: 1, planificado: { repeticiones: '10', peso: 40 }, registrado: done(27.5, 8, ['peso_maximo', 'e1rm']) },
          { serie_id: 103, numero: 2, planificado: { repeticiones: '10', peso: 40 }, registrado: done(32.5, 8, ['peso_maximo', 'e1rm']) },
        ] },
        session.ejercicios[1]!,
      ],
    };
    renderSignedIn(`/entrenamientos/${ID}`, { routes: { [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, finished) } });
    const summary = await screen.findByRole('status', { name: 'Entrenamiento terminado' });
    expect(within(summary).getByText('1 h 5 min')).toBeTruthy();
    expect(within(summary).getByText('585 kg')).toBeTruthy();
    expect(within(summary).getByText('Sentadilla: peso máximo y 1RM estimado (32,5 kg × 8)')).toBeTruthy();
  });

  it("shows each exercise's rest when one has its own (the block's header then names none), and the timer counts it", async () => {
    const own = { ...session, ejercicios: [{ ...session.ejercicios[0]!, descanso: 180 }, session.ejercicios[1]!] };
    renderSignedIn(`/entrenamientos/${ID}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, own),
      'GET /api/entrenamientos/ultimaVez': () => json(200, lastTime),
      'POST /api/entrenamientos/registrarSerie': (call) => json(200, { ok: true, sesionId: ID, serieId: (call.body as { serieId: number }).serieId, records: [] }),
    } });
    const block = await screen.findByRole('region', { name: 'Bloque A' });
    expect(within(block).getByText('Descanso de Sentadilla: 180 s')).toBeTruthy();
    expect(within(block).getByText('Descanso de Dominadas: 90 s')).toBeTruthy();
    expect(within(block).queryByText('Descanso: 90 s')).toBeNull();
    fireEvent.click(within(screen.getByRole('region', { name: 'Sentadilla' })).getByRole('button', { name: 'Marcar hecha la serie 1' }));
    expect((await screen.findByRole('timer', { name: 'Descanso' })).textContent).toContain('03:00');
   }, 15_000);

  it('with no signal and no copy of the day\'s last time, prefills from every day\'s answer kept on start', async () => {
    const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
    renderSignedIn(`/entrenamientos/${ID}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${ID}`]: () => json(200, session),
      'GET /api/entrenamientos/ultimaVez': noSignal,
      'GET /api/entrenamientos/ultimaVezPlanificaciones': () =>
        json(200, [
          { planificacion_id: 7, dia_id: 4, ejercicios: [{ ...lastTime[0], ejercicio_id: 12, series: [{ numero: 1, repeticiones: 5, peso: 90, segundos: null }] }] },
          { planificacion_id: 7, dia_id: 3, ejercicios: lastTime },
        ]),
    } });

    const squat = await screen.findByRole('region', { name: 'Sentadilla' });
    await within(squat).findByText('La última vez (20/11): 1×10 @ 40 kg');
    expect(within(squat).getByLabelText<HTMLInputElement>('Peso en kg, serie 1').value).toBe('40');
    expect(within(screen.getByRole('region', { name: 'Dominadas' })).getByText('Primera vez con este ejercicio.')).toBeTruthy();
  });
});
