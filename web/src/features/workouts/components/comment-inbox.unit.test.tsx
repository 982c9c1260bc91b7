import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComentarioSocio, SesionDetalle } from '../../../../../contract/workouts';
import { json, problem } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const SESSION = '7d0c5a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const comment = (over: Partial<ComentarioSocio>): ComentarioSocio => ({
  id: 'c1',
  autor_id: 'user_leo',
  autor: 'Leo Díaz',
  texto: 'Baja un poco más la cadera.',
  fecha: '2026-11-25T21:30:00.000Z',
  leido: false,
  sesion_id: SESSION,
  planificacion: 'Fuerza',
  dia: 'Día 1',
  fecha_sesion: '2026-11-25',
  ...over,
});

appTestLifecycle();

describe('the coach\'s comments kept for the member', () => {
  it('lists them on Mis entrenamientos, newest first, with the coach, date and session, the new ones marked', async () => {
    renderSignedIn('/entrenamientos', { routes: {
      'GET /api/entrenamientos/comentarios': () => json(200, [comment({}), comment({ id: 'c0', texto: 'Buena técnica.', fecha: '2026-11-20T12:05:00.000Z', leido: true, fecha_sesion: '2026-11-20' })]),
      'GET /api/entrenamientos/sesiones': () => json(200, []),
      'GET /api/entrenamientos/records': () => json(200, []),
    } });

    const list = await screen.findByRole('list', { name: 'Comentarios de tu profe' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest!.textContent).toContain('Leo Díaz');
    expect(newest!.textContent).toContain('Nuevo');
    // 21:30 UTC is 18:30 in the studio.
    expect(newest!.textContent).toContain('25/11, 18:30');
    expect(newest!.textContent).toContain('Día 1 · Fuerza · entrenamiento del 25/11');
    expect(within(newest!).getByRole('link').getAttribute('href')).toBe(`/entrenamientos/${SESSION}`);
    expect(older!.textContent).toContain('Buena técnica.');
    expect(older!.textContent).not.toContain('Nuevo');
    expect(screen.getByText('1 comentario nuevo')).toBeTruthy();
  });

  it('opening a session with new comments reads them, once', async () => {
    let read = false;
    const detail = (): SesionDetalle => ({
      ...finishedSession,
      lista_comentarios: [{ id: 'c1', autor_id: 'user_leo', autor: 'Leo Díaz', texto: 'Baja un poco más la cadera.', fecha: '2026-11-25T21:30:00.000Z', leido: read }],
    });
    const { calls } = renderSignedIn(`/entrenamientos/${SESSION}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${SESSION}`]: () => json(200, detail()),
      'POST /api/entrenamientos/leerComentarios': () => {
        read = true;
        return json(200, { ok: true, id: SESSION, leidos: 1 });
      },
    } }).api;

    await screen.findByText('Baja un poco más la cadera.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/entrenamientos/leerComentarios')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/entrenamientos/leerComentarios')!.body).toEqual({ id: SESSION });
    // Keyed by the newest new comment: the same read sent again (a reload, the offline queue) is answered once.
    expect(calls.find((c) => c.path === '/api/entrenamientos/leerComentarios')!.headers.get('Idempotency-Key')).toBe(`leer-comentarios-${SESSION}-c1`);
    // The session is read again (now read): no second call.
    await waitFor(() => expect(calls.filter((c) => c.path === `/api/entrenamientos/sesiones/${SESSION}`).length).toBeGreaterThan(1));
    expect(calls.filter((c) => c.path === '/api/entrenamientos/leerComentarios')).toHaveLength(1);
  });

  it('a read the server refuses leaves the comments as the server has them and says so, without blocking the screen', async () => {
    const { calls } = renderSignedIn(`/entrenamientos/${SESSION}`, { routes: {
      [`GET /api/entrenamientos/sesiones/${SESSION}`]: () => json(200, { ...finishedSession, lista_comentarios: [{ ...comment({}), leido: false }] }),
      'POST /api/entrenamientos/leerComentarios': () => problem(409, 'CONFLICT', 'Otro cambio llegó antes.'),
    } }).api;

    await screen.findByText('No pudimos marcar los comentarios como leídos. Siguen como nuevos: se marcarán la próxima vez que abras este entrenamiento.');
    expect(calls.filter((c) => c.path === '/api/entrenamientos/leerComentarios')).toHaveLength(1);
    // The session was asked again after the refusal: what shows is the server's word.
    await waitFor(() => expect(calls.filter((c) => c.path === `/api/entrenamientos/sesiones/${SESSION}`).length).toBeGreaterThan(1));
    expect(within(screen.getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem')).toHaveLength(1);
  });
});

const finishedSession: SesionDetalle = {
  id: SESSION,
  estado: 'finalizada',
  planificacion_id: 7,
  dia_id: 3,
  clerk_user_id: 'user_ana',
  socio: 'Ana Gómez',
  planificacion: 'Fuerza',
  semana: 'Semana 1',
  dia: 'Día 1',
  iniciada_en: '2026-11-25T12:00:00.000Z',
  finalizada_en: '2026-11-25T13:00:00.000Z',
  fecha: '2026-11-25',
  nota: null,
  series_registradas: 0,
  series_planificadas: 0,
  volumen: 0,
  records: 0,
  comentarios: 1,
  ejercicios: [],
  lista_comentarios: [],
};
