import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../domain/time/clock';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { signIn } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// The owner's "who stopped coming?": Usuarios' "Sin venir hace 2 semanas". The server's clock walks from Monday
// 2 November 2026 to Saturday 28 November (the browser stops there too), so the classes booked on the way are past.
const START = '2026-11-02T12:00:00-03:00';
const NOW = new Date('2026-11-28T10:00:00-03:00');
const password = 'sentadilla7';
const people = {
  olga: { firstName: 'Olga', lastName: 'Dueña', email: 'olga@ejemplo.com', password },
  bea: { firstName: 'Bea', lastName: 'Gómez', email: 'bea@ejemplo.com', password },
  caro: { firstName: 'Caro', lastName: 'Ruiz', email: 'caro@ejemplo.com', password },
  dani: { firstName: 'Dani', lastName: 'Sosa', email: 'dani@ejemplo.com', password },
};

describe('Usuarios: the members with a package who stopped coming', () => {
  const clock = fixedClock(START);
  let studio: StudioInBrowser<keyof typeof people>;
  let lunes: number;

  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, clock });
    const { olga, bea, caro, dani } = studio.accounts;
    await studio.addSlotEveryDay({ disciplina_id: await studio.addDiscipline('Funcional'), hora: '19:00', cupo_maximo: 10 });
    const paqueteId = await studio.addPackage();
    for (const member of [bea, caro, dani]) {
      await studio.api('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId, validoHasta: '2026-12-31', motivo: 'Pagó noviembre y diciembre' }, olga.token);
    }
    const horarios = await studio.api<{ id: number; dia_semana: string }[]>('GET', '/api/horarios/getHorarios', undefined, olga.token);
    lunes = horarios.find((h) => h.dia_semana === 'Lunes')!.id;
    // Bea came on Monday 2 November and not again; Caro on Monday 16; Dani never booked.
    await studio.api('POST', '/api/reservas/addReserva', { fecha: '2026-11-02', horario_id: lunes }, bea.token);
    clock.set('2026-11-13T12:00:00-03:00');
    await studio.api('POST', '/api/reservas/addReserva', { fecha: '2026-11-16', horario_id: lunes }, caro.token);
    clock.set(NOW);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('the dashboard counts Bea and Dani; its tile opens them in Usuarios with their last class, and not Caro, who came 12 days ago', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await context.clock.setFixedTime(NOW);
    await signIn(page, people.olga);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Socios para contactar' });
    const tile = card.getByRole('link', { name: /Sin venir hace 2 semanas/ });
    await tile.filter({ hasText: '2 socios' }).waitFor();
    await card.getByRole('link', { name: /Su paquete vence esta semana/ }).filter({ hasText: '0 socios' }).waitFor();
    await screenshotPhoneAndDesktop(page, 'dashboard-para-contactar');

    await page.setViewportSize(PHONE);
    await tile.click();
    await page.waitForURL(/\/admin\/usuarios\?estado=sin_venir/);
    await page.getByText('Socios con paquete activo que no vienen hace 2 semanas', { exact: false }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 socios' }).waitFor();
    await page.getByRole('listitem', { name: 'Bea Gómez' }).getByText('Última clase: 02/11 (hace 26 días)').waitFor();
    await page.getByRole('listitem', { name: 'Dani Sosa' }).getByText('Sin clases todavía').waitFor();
    expect(await page.getByRole('listitem', { name: 'Caro Ruiz' }).count()).toBe(0);
    expect(await page.getByRole('listitem', { name: 'Olga Dueña' }).count()).toBe(0);
    // The phone's screenshot shows the rows, not the filters above them.
    await page.getByRole('listitem', { name: 'Bea Gómez' }).scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(page, 'usuarios-sin-venir');

    // A coach books Dani into Monday's class without a credit (no credit event, so only admin:bookings tells the
    // screen): she leaves the open list, live, without a reload.
    const olga = await studio.api<{ token: string }>('POST', '/api/auth/sign-in', { email: people.olga.email, password });
    await studio.api('POST', '/api/clases/anotarSocio', {
      horario_id: lunes, fecha: '2026-11-30', clerk_user_id: studio.accounts.dani.userId, sin_reserva: false, descontar_credito: false, motivo: 'Le cuidamos el lugar',
    }, olga.token);
    await page.getByRole('listitem', { name: 'Dani Sosa' }).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: '1 socio' }).waitFor();

    await page.getByRole('group', { name: 'Filtrar' }).getByRole('button', { name: 'Todos' }).click();
    await page.getByRole('listitem', { name: 'Caro Ruiz' }).getByText('Última clase: 16/11 (hace 12 días)').waitFor();
    await context.close();
  });
});
