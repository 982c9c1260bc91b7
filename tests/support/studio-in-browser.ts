import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Clock } from '../../domain/time/clock';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import { dayLabel } from '../../web/src/features/booking/booking-dates';
import { launchBrowser, newPage, PHONE } from './browser';
import { api, signIn, signUp, type Account, type Person } from './e2e-people';
import { studioDay, type TestClock } from './test-clock';
import { startTestServer, type TestServer } from './test-server';

/** A class of the member's agenda as getCuposDisponibles lists it. */
export type AgendaClass = { horario_id: number; fecha: string; hora: string; disciplina: string; cupo_disponible: number };

type Viewport = { width: number; height: number };

/** Today in the studio's calendar on the server's clock (the server and the browser follow it, not the machine's day). */
export const studioToday = (clock: Clock): string => studioDay(clock);

/** The day card's label the member's browser, on the server's clock, shows for a date ('Hoy', 'Mañana', 'Jueves 12'…). */
export function dayCardLabel(fecha: string, clock: Clock): string {
  const [y, m, d] = studioToday(clock).split('-').map(Number);
  return dayLabel(fecha, new Date(y!, m! - 1, d!, 12));
}

/** A class's button on Turnos, inside its day's card. */
export const agendaSlotButton = (page: Page, o: Pick<AgendaClass, 'fecha' | 'hora' | 'disciplina'>, clock: Clock) =>
  page.getByRole('region', { name: dayCardLabel(o.fecha, clock), exact: true }).getByRole('button', { name: new RegExp(`^${o.hora} ${o.disciplina},`) });

/**
 * The start every browser journey shares: the real server on a fresh database and Chromium, side by side, and
 * `people` signed up through the API in their order, so the first is the studio's admin. The setup steps act as
 * that admin. `close()` ends both (afterAll: `await studio?.close()`); a sign-up that fails ends them itself.
 * Server and browsers run on `clock`, else on a clock from TEST_NOW that runs on (test-clock.ts); `today()` and
 * `dayCardLabel()` read it.
 */
export async function startStudioInBrowser<Name extends string = never>(
  opts: { people?: Record<Name, Person>; clock?: TestClock; seedDemo?: boolean; env?: Record<string, string>; serviceWorker?: boolean } = {},
) {
  const [server, browser] = await Promise.all([startTestServer({ clock: opts.clock, seedDemo: opts.seedDemo, env: opts.env }), launchBrowser({ serviceWorker: opts.serviceWorker })]);
  const accounts = {} as Record<Name, Account>;
  try {
    for (const [name, person] of Object.entries(opts.people ?? {}) as [Name, Person][]) accounts[name] = await signUp(server, person);
  } catch (error) {
    await Promise.all([browser.close(), server.close()]);
    throw error;
  }
  const admin = () => {
    const first = Object.values<Account>(accounts)[0];
    if (!first) throw new Error('startStudioInBrowser: the setup steps act as the first of `people`; pass at least one');
    return first.token;
  };
  const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) => api<T>(server, method, path, body, token);
  return {
    server: server as TestServer,
    /** The clock server and browsers share; the test moves it with set/advance. */
    clock: server.clock,
    /** Today in the studio's calendar on that clock. */
    today: () => studioToday(server.clock),
    dayCardLabel: (fecha: string) => dayCardLabel(fecha, server.clock),
    slotButton: (page: Page, o: Pick<AgendaClass, 'fecha' | 'hora' | 'disciplina'>) => agendaSlotButton(page, o, server.clock),
    browser: browser as Browser,
    accounts,
    api: call,
    signUp: (person: Person) => signUp(server, person),
    /** A fresh context (own cookies and storage) at a viewport, phone by default. */
    newPage: (viewport: Viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> => newPage(browser, server.baseUrl, viewport),
    /** A fresh context signed in through Iniciar Sesión, on the home greeting. */
    async signedInPage(person: Person, viewport: Viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
      const opened = await newPage(browser, server.baseUrl, viewport);
      await signIn(opened.page, person);
      return opened;
    },
    async addDiscipline(nombre: string): Promise<number> {
      return (await call<{ id: number }>('POST', '/api/disciplinas/addDisciplina', { id: 0, nombre }, admin())).id;
    },
    /** The slot on every day of the week, Sunday too. */
    async addSlotEveryDay(slot: { disciplina_id: number; hora: string; cupo_maximo: number } & Record<string, unknown>): Promise<void> {
      for (const dia_semana of WEEKDAYS) await call('POST', '/api/horarios/addHorario', { id: 0, dia_semana, ...slot }, admin());
    },
    /** '8 clases' at $ 28.000 unless told otherwise; for one discipline, or for all when disciplina_id is left out. */
    async addPackage(fields: { disciplina_id?: number | null; nombre?: string; cantidad_clases?: number; precio?: number } = {}): Promise<number> {
      return (await call<{ id: number }>('PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, ...fields }, admin())).id;
    },
    /** Assigns the package to each member as the admin would (its default terms); null takes their package away. */
    async assignPackage(members: Account[], paqueteId: number | null): Promise<void> {
      for (const member of members) await call('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId }, admin());
    },
    /** The first class of the member's agenda that matches; throws with the whole agenda when none does. */
    async findInAgenda<O extends AgendaClass = AgendaClass>(member: Account, matches: (o: O) => boolean, what: string): Promise<O> {
      const agenda = await call<O[]>('GET', '/api/horarios/getCuposDisponibles', undefined, member.token);
      const found = agenda.find(matches);
      if (!found) throw new Error(`The agenda has no ${what}: ${JSON.stringify(agenda)}`);
      return found;
    },
    async creditsOf(member: Account): Promise<number> {
      return (await call<{ creditos_restantes: number }>('POST', '/api/paquetes/getUserPackage', { clerkUserId: member.userId }, member.token)).creditos_restantes;
    },
    async close(): Promise<void> {
      await browser.close();
      await server.close();
    },
  };
}

export type StudioInBrowser<Name extends string = never> = Awaited<ReturnType<typeof startStudioInBrowser<Name>>>;
