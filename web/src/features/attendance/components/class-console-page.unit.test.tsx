// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';
import type { ConsoleClass } from '../api/types';

const coach = { userId: 'user_sofia', firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@example.com', role: 'coach' };

// Monday 16 November 2026, 12:00: the 08:00 and 10:00 classes are over, the 12:00 one runs, the 19:00 one is next.
const clase = (horario_id: number, hora: string, estado: ConsoleClass['estado'], nombres: string[] = []): ConsoleClass => ({
  horario_id, fecha: '2026-11-16', hora, hora_fin: `${String(Number(hora.slice(0, 2)) + 1).padStart(2, '0')}:00`, disciplina_id: 1,
  disciplina: 'Funcional', cupo_maximo: 8, reservados: nombres.length, presentes: 0, en_espera: 0, estado,
  reservas: nombres.map((nombre, i) => ({ id: horario_id * 10 + i, clerk_user_id: `u${i}`, nombre, asistencia: null, sin_reserva: false, sin_credito: false, motivo: null })),
  lista_de_espera: [], planificaciones: [], cancelada: null,
});

appTestLifecycle();

function consoleOf(clases: ConsoleClass[], more: Record<string, () => Response> = {}) {
  return renderSignedIn('/profesor', { user: coach, routes: { 'POST /api/clases/getClasesDelDia': () => json(200, { fecha: '2026-11-16', clases }), ...more } });
}

const cardNames = () => screen.queryAllByRole('region', { name: /^Clase de/ }).map((card) => card.getAttribute('aria-label'));

describe('/profesor, the class console', () => {
  it('opens on the class in progress and the next one; the morning’s finished classes fold behind a button', async () => {
    consoleOf([clase(1, '08:00', 'terminada', ['Ana Gómez']), clase(2, '10:00', 'terminada'), clase(3, '12:00', 'en_curso', ['Bruno Paz']), clase(4, '19:00', 'proxima')]);
    await screen.findByRole('region', { name: 'Clase de Funcional 12:00' });
    expect(cardNames()).toEqual(['Clase de Funcional 12:00', 'Clase de Funcional 19:00']);

    const toggle = screen.getByRole('button', { name: 'Ver 2 clases terminadas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(cardNames()).toEqual(['Clase de Funcional 08:00', 'Clase de Funcional 10:00', 'Clase de Funcional 12:00', 'Clase de Funcional 19:00']);
    expect(screen.getByRole('button', { name: 'Ocultar 2 clases terminadas' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a finished class nobody booked says so in the past tense; one still to come says nobody yet', async () => {
    consoleOf([clase(2, '10:00', 'terminada'), clase(4, '19:00', 'proxima')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver 1 clase terminada' }));
    expect(within(screen.getByRole('region', { name: 'Clase de Funcional 10:00' })).getByText('Nadie se anotó.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Clase de Funcional 19:00' })).getByText('Nadie anotado todavía.')).toBeTruthy();
  });

  it('shows a booked member\'s emergency contact in her row\'s details, with a number to call', async () => {
    consoleOf([clase(4, '19:00', 'proxima', ['Ana Gómez', 'Bruno Paz'])], {
      'POST /api/salud/clase': () => json(200, { pide_declaracion: false, socios: [{ clerk_user_id: 'u0', declaracion_vigente: true, contacto_emergencia: { nombre: 'Marta López', telefono: '11 5555-1234' } }] }),
    });
    const call = await screen.findByRole('link', { name: 'Llamar a Marta López, contacto de emergencia de Ana Gómez' });
    expect(call.getAttribute('href')).toBe('tel:1155551234');
    expect(call.closest('details')?.querySelector('summary')?.textContent).toBe('Contacto de emergencia');
    expect(screen.getAllByText('Contacto de emergencia')).toHaveLength(1);
  });

  it('a class the studio cancelled lists whom its cancellation took off it, with a WhatsApp message for those with a phone', async () => {
    const cancelled: ConsoleClass = {
      ...clase(4, '19:00', 'proxima'),
      cancelada: { causa: 'cancelada', motivo: 'Sin luz', movida_a: null },
      turnos_cancelados: [{ id: 40, clerk_user_id: 'u0', nombre: 'Ana Gómez' }, { id: 41, clerk_user_id: 'u1', nombre: 'Bruno Paz' }],
    };
    consoleOf([cancelled], { 'POST /api/user/telefonos': () => json(200, [{ clerkUserId: 'u0', telefono: '+5491155551234' }]) });
    const former = await screen.findByRole('region', { name: 'Turnos cancelados' });
    const link = await within(former).findByRole('link', { name: 'WhatsApp a Ana Gómez' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('Hola, Ana. Te escribimos del estudio: la clase de Funcional del lunes 16 de noviembre a las 19:00 se canceló.');
    expect(within(former).getByText('Bruno Paz')).toBeTruthy();
    expect(within(former).getByText('Sin celular')).toBeTruthy();
  });

  it('a day whose classes are all over shows them all, with nothing folded', async () => {
    consoleOf([clase(1, '08:00', 'terminada', ['Ana Gómez']), clase(2, '10:00', 'terminada')]);
    await screen.findByRole('region', { name: 'Clase de Funcional 08:00' });
    expect(cardNames()).toEqual(['Clase de Funcional 08:00', 'Clase de Funcional 10:00']);
    expect(screen.queryByRole('button', { name: /clases? terminadas?/ })).toBeNull();
  });

  it('links each class to its pizarra by its slot and day; a cancelled class has none', async () => {
    const cancelled: ConsoleClass = { ...clase(4, '19:00', 'proxima'), cancelada: { causa: 'cancelada', motivo: 'Sin luz', movida_a: null } };
    consoleOf([clase(3, '12:00', 'en_curso', ['Bruno Paz']), cancelled]);
    const running = await screen.findByRole('region', { name: 'Clase de Funcional 12:00' });
    expect(within(running).getByRole('link', { name: 'Pizarra' }).getAttribute('href')).toBe('/profesor/pizarra/3/2026-11-16');
    expect(within(screen.getByRole('region', { name: /^Clase de Funcional 19:00/ })).queryByRole('link', { name: 'Pizarra' })).toBeNull();
  });
});
