import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { recordDueNoShows } from '../../services/attendance/no-show.job';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { studioDay, testClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

// Server and browsers live on Monday 16 November 2026 at 17:50, ten
// minutes before an 18:00 class of 60 minutes. Moving the clock to 19:05 ends the class; the no-show sweep (run here,
// as the server's job would) does the rest.
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const clock = testClock('2026-11-16T17:50:00-03:00');
const today = studioDay(clock);
const weekday = WEEKDAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]!;

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@pulso.test', password: 'burpees2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'estocada7' },
  carla: { firstName: 'Carla', lastName: 'Sosa', email: 'carla@pulso.test', password: 'plancha77' },
  dana: { firstName: 'Dana', lastName: 'López', email: 'dana@pulso.test', password: 'remo2026x' },
};

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
const members: Record<'ana' | 'bruno' | 'carla', Account> = {} as never;

describe("the coach's class console", () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ clock }), launchBrowser()]);
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const { id: disciplina_id } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, owner.token);
    const slot = await api<{ id: number }>(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana: weekday, hora: '18:00', disciplina_id, cupo_maximo: 8 }, owner.token);
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id }, owner.token);
    for (const name of ['ana', 'bruno', 'carla'] as const) {
      members[name] = await signUp(server, people[name]);
      await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: members[name].userId, paqueteId: pkg.id }, owner.token);
      await api(server, 'POST', '/api/reservas/addReserva', { fecha: today, horario_id: slot.id }, members[name].token);
    }
    await signUp(server, people.dana); // comes without a booking or a package
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a phone: the coach checks in two members with one tap each; the third is absent once the class ends', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, coach);
    // The coach's home: the class about to start, with who is booked.
    const roster = page.getByRole('list', { name: 'Anotados a Funcional 18:00' });
    await roster.waitFor();
    expect(await roster.getByRole('listitem').allInnerTexts()).toEqual(['Ana Gómez', 'Bruno Paz', 'Carla Sosa']);
    expect(await page.getByText('Mis Turnos').count()).toBe(0);
    await screenshotPhoneAndDesktop(page, 'coach-home');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Clases', exact: true }).click();
    await page.getByRole('heading', { name: 'Clases', exact: true }).waitFor();
    const card = page.getByRole('region', { name: 'Clase de Funcional 18:00' });
    const member = (name: string) => card.getByRole('button', { name: new RegExp(`^${name}`) });
    await member('Ana Gómez').waitFor();
    await member('Ana Gómez').click();
    await member('Bruno Paz').click();
    await expect.poll(() => member('Ana Gómez').getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => member('Bruno Paz').getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await card.getByText('3/8 anotados · 2 presentes').waitFor();
    await screenshot(page, 'class-console-checked-in-phone');

    // The server agrees, and nobody is absent while the class runs.
    const day = async () => (await api<{ clases: { reservas: { nombre: string; asistencia: string | null }[] }[] }>(server, 'POST', '/api/clases/getClasesDelDia', { fecha: today }, coach.token)).clases[0]!;
    expect((await day()).reservas.map((r) => [r.nombre, r.asistencia])).toEqual([
      ['Ana Gómez', 'presente'],
      ['Bruno Paz', 'presente'],
      ['Carla Sosa', null],
    ]);

    // Dana walks in without a booking or a package: added from the console, present at once, no credit taken.
    await card.getByRole('button', { name: 'Anotar socio' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar socio').fill('Dana');
    await dialog.getByRole('button', { name: 'Dana López' }).click();
    await dialog.getByLabel('Vino sin reservar (queda presente; puede superar el cupo)').check();
    await dialog.getByLabel('Descontar un crédito').uncheck();
    await dialog.getByLabel('Motivo').fill('Clase de prueba');
    await screenshot(page, 'class-console-walk-in-phone');
    await dialog.getByRole('button', { name: 'Anotar', exact: true }).click();
    await card.getByText('4/8 anotados · 3 presentes').waitFor();
    await card.getByText('Sin reserva').waitFor();

    clock.set(`${today}T19:05:00-03:00`);
    expect(await recordDueNoShows({ db: server.database.db, clock, studioTz: server.studioTz })).toBe(1);
    // Live: the open console shows Carla absent without a reload.
    await card.getByText('Ausente', { exact: true }).waitFor();
    await card.getByText('Terminada').waitFor();
    expect((await day()).reservas.map((r) => r.asistencia)).toEqual(['presente', 'presente', 'ausente', 'presente']);
    await screenshot(page, 'class-console-no-show-phone');
    await context.close();
  });

  it('on a desktop the console shows the same day; the absent member reads it in her history', async () => {
    const desk = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(desk.page, coach);
    await desk.page.goto('/profesor');
    await desk.page.getByRole('region', { name: 'Clase de Funcional 18:00' }).getByText('Ausente', { exact: true }).waitFor();
    await screenshot(desk.page, 'class-console-desktop');
    await desk.context.close();

    const phone = await newPage(browser, server.baseUrl, PHONE);
    await signIn(phone.page, members.carla);
    await phone.page.goto('/turnos');
    const history = phone.page.getByRole('region', { name: 'Historial' });
    await history.getByText('Ausente').waitFor();
    await history.getByText('1 crédito usado').waitFor();
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/Funcional · 18:00[\s\S]*Ausente[\s\S]*1 crédito usado/)]);
    await history.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'member-history-phone');
    await phone.context.close();
  });

  it('a member cannot open the console', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, members.ana);
    await expect.poll(() => page.getByRole('link', { name: 'Clases' }).count()).toBe(0);
    await page.goto('/profesor');
    await page.getByText('Acceso denegado').waitFor();
    await context.close();
  });

  it('the owner makes a member Profesor from Usuarios, and the console opens for her', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, owner);
    // The owner's home: today's class with its places taken (the walk-in is the fourth), and the money of the week.
    const today = page.getByRole('list', { name: 'Clases de hoy' });
    await today.getByText('4/8 lugares').waitFor();
    await page.getByRole('link', { name: /\$\s?84\.000/ }).waitFor();
    await screenshotPhoneAndDesktop(page, 'owner-home');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/usuarios');
    const role = page.getByLabel('Rol de Bruno Paz');
    await role.selectOption({ label: 'Profesor' });
    // Asked first, with what a Profesor can and cannot do; confirmed, Usuarios says so.
    const asked = page.getByRole('dialog', { name: '¿Cambiar el rol de Bruno Paz a Profesor?' });
    await asked.getByText('No verá pagos, paquetes ni reportes', { exact: false }).waitFor();
    await screenshot(page, 'users-role-confirm-phone');
    await asked.getByRole('button', { name: 'Cambiar a Profesor' }).click();
    await page.getByRole('listitem', { name: 'Bruno Paz' }).getByText('Bruno Paz ahora es Profesor.').waitFor();
    await expect.poll(() => role.inputValue(), { timeout: 10_000 }).toBe('coach');
    const users = await api<{ role: string; email: string }[]>(server, 'GET', '/api/user/getUsers', undefined, owner.token);
    expect(users.find((u) => u.email === people.bruno.email)?.role).toBe('coach');
    await page.getByRole('listitem', { name: 'Bruno Paz' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'users-role-phone');
    // Reportes: two present of three marked, one absent, per class.
    await page.goto('/dashboard');
    const rates = page.getByRole('region', { name: 'Presentes, ausentes y lista de espera por clase' });
    await rates.getByText('3 presentes').waitFor();
    await rates.getByText('1 ausente', { exact: true }).waitFor();
    // On a phone each class is a card (no header row): the class's own row, whatever its index.
    expect(await rates.getByRole('row').filter({ hasText: 'Funcional' }).innerText()).toMatch(/Funcional[\s\S]*75\s?%[\s\S]*25\s?%/);
    await rates.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-attendance-phone');
    await context.close();

    const bruno = await newPage(browser, server.baseUrl, PHONE);
    await signIn(bruno.page, members.bruno);
    await bruno.page.getByRole('link', { name: 'Clases', exact: true }).click();
    await bruno.page.getByRole('heading', { name: 'Clases', exact: true }).waitFor();
    expect(await bruno.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await bruno.context.close();
  });
});
