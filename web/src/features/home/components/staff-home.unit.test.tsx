// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleClass, UpcomingClasses } from '../../../../../contract/attendance';
import { adminUser, json } from '../../../testing/mock-api';
import { dispatchAppTopics } from '../../../testing/render';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const coachUser = { userId: 'user_sofia', firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@example.com', role: 'coach' };

// Monday 16 November 2026, 12:00: the 08:00 class is over, 12:00 runs, 19:00 is next; Tuesday has an 18:00 class.
const clase = (horario_id: number, fecha: string, hora: string, estado: ConsoleClass['estado'], nombres: string[], over: Partial<ConsoleClass> = {}): ConsoleClass => ({
  horario_id, fecha, hora, hora_fin: '', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 8, reservados: nombres.length, presentes: 0,
  en_espera: 0, estado, reservas: nombres.map((nombre, i) => ({ id: horario_id * 10 + i, clerk_user_id: `u${i}`, nombre, asistencia: null, sin_reserva: false, sin_credito: false, motivo: null })),
  lista_de_espera: [], planificaciones: [], cancelada: null, ...over,
});

const upcoming: UpcomingClasses = {
  hoy: {
    fecha: '2026-11-16',
    clases: [
      clase(1, '2026-11-16', '08:00', 'terminada', ['Ana Gómez']),
      clase(2, '2026-11-16', '12:00', 'en_curso', ['Bruno Paz', 'Carla Sosa']),
      clase(3, '2026-11-16', '19:00', 'proxima', [], { disciplina: 'Yoga', cupo_maximo: 1 }),
    ],
  },
  siguiente: { fecha: '2026-11-17', clases: [clase(4, '2026-11-17', '18:00', 'proxima', ['Dana López'])] },
};

const studioToday = { fecha: '2026-11-16', comprobantesPendientes: 2, vencenPronto: 0, enMora: 3, ingresosSemana: { desde: '2026-11-16', hasta: '2026-11-22', total: 56000 } };

appTestLifecycle();

describe('the home by role', () => {
  it('the owner sees today’s classes with places taken, what waits for her, and the week’s income', async () => {
    const { api } = renderSignedIn('/', {
      user: adminUser,
      routes: { 'GET /api/clases/proximas': () => json(200, upcoming), 'GET /api/reportes/inicio': () => json(200, studioToday) },
    });
    expect(await screen.findByRole('heading', { name: 'Hola, Leo' })).toBeTruthy();
    // Today's date, weekday first (CSS capitalises the line's first letter).
    expect(screen.getByText('lunes 16 de noviembre')).toBeTruthy();
    const classes = await screen.findByRole('list', { name: 'Clases de hoy' });
    expect(within(classes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '08:00Funcional1/8 lugaresTerminada',
      '12:00Funcional2/8 lugaresEn curso',
      '19:00Yoga0/1 lugarPróxima',
    ]);
    const receipts = await screen.findByRole('link', { name: '2 comprobantes por revisar' });
    expect(receipts.getAttribute('href')).toBe('/admin/usuarios?estado=comprobante_pendiente');
    expect(screen.getByRole('link', { name: '0 paquetes que vencen en 7 días' }).getAttribute('href')).toBe('/admin/usuarios?estado=vence_semana');
    expect(screen.getByRole('link', { name: '3 socios con la cuota en mora' }).getAttribute('href')).toBe('/admin/usuarios?estado=en_mora');
    const income = screen.getByRole('link', { name: /\$\s?56\.000/ });
    expect(income.getAttribute('href')).toBe('/dashboard/detalle/ingresos?desde=2026-11-16&hasta=2026-11-22');
    expect(income.textContent).toContain('Del 16/11 al 22/11');
    // No member card on a staff home.
    expect(screen.queryByText('Mis Turnos')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/reservas/getReservasByIdUsr')).toBe(false);
  });

  it('the coach sees the classes still to give today and the next day’s, each with who is booked', async () => {
    const { api, queryClient } = renderSignedIn('/', { user: coachUser, routes: { 'GET /api/clases/proximas': () => json(200, upcoming) } });
    const today = await screen.findByRole('list', { name: 'Clases de hoy' });
    const items = within(today).getAllByRole('listitem', { name: /^(Funcional|Yoga) / });
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Funcional 12:00', 'Yoga 19:00']);
    expect(within(within(today).getByRole('list', { name: 'Anotados a Funcional 12:00' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bruno Paz', 'Carla Sosa']);
    expect(within(items[1]!).getByText('Nadie anotado todavía.')).toBeTruthy();
    expect(screen.getByText('1 clase terminada hoy.')).toBeTruthy();
    const next = screen.getByRole('list', { name: 'Próximas clases' });
    expect(screen.getByText('martes 17 de noviembre')).toBeTruthy();
    expect(within(next).getByRole('list', { name: 'Anotados a Funcional 18:00' }).textContent).toBe('Dana López');
    expect(screen.getByRole('link', { name: /Próximas clases/ }).getAttribute('href')).toBe('/profesor?fecha=2026-11-17');
    // Coaches never reach money: the owner's figures are not even asked for.
    expect(api.calls.some((c) => c.path === '/api/reportes/inicio')).toBe(false);
    expect(screen.queryByText('Ingresos de la semana')).toBeNull();

    // Live: a booking anywhere (the `classes` topic) reloads the rosters.
    const asked = () => api.calls.filter((c) => c.path === '/api/clases/proximas').length;
    const before = asked();
    await dispatchAppTopics(['classes'], queryClient);
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('a coach after the day’s last class reads that they are done, not an empty day', async () => {
    const done: UpcomingClasses = { hoy: { fecha: '2026-11-16', clases: [clase(1, '2026-11-16', '08:00', 'terminada', [])] }, siguiente: null };
    renderSignedIn('/', { user: coachUser, routes: { 'GET /api/clases/proximas': () => json(200, done) } });
    expect(await screen.findByText('Ya diste todas las clases de hoy.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Próximas clases' })).toBeNull();
  });
});
