import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires; the class is Wednesday 18:00 with 2 places.
const WED = '2026-11-18';
const HOUR = 3_600_000;

type Account = { token: string; userId: string };
type Recorded = { at: string; roster: unknown; waitlist: unknown; places: number; pkg: unknown; ledger: unknown; plan: unknown };

describe('the time machine: a class and a member as their live views showed them at a past moment', () => {
  let t: TestApp;
  let admin: Account;
  let coach: Account;
  let ana: Account;
  let dora: Account;
  let slot: number;
  const recorded: Recorded[] = [];
  const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
  const ok = async (token: string, url: string, payload: Record<string, unknown>, method = 'POST') => {
    const res = await t.as(token, { method: method as 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`setup: ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const occurrence = () => ({ horario_id: slot, fecha: WED });

  /** What the live screens show right now: the class's roster, waitlist and places, and Ana's package and ledger. */
  const record = async () => {
    const cupos = (await ok(admin.token, '/api/horarios/getCuposDisponibles', {}, 'GET')) as { horario_id: number; fecha: string; cupo_disponible: number }[];
    const pkg = await ok(admin.token, '/api/paquetes/getUserPackage', { clerkUserId: ana.userId });
    const account = await ok(admin.token, '/api/abonos/cuenta', { clerkUserId: dora.userId });
    recorded.push({
      at: t.clock.now().toISOString(),
      roster: (await ok(admin.token, '/api/reservas/ocupacion', occurrence())).roster,
      waitlist: await ok(admin.token, '/api/reservas/listaDeEspera', occurrence()),
      places: cupos.find((c) => c.horario_id === slot && c.fecha === WED)!.cupo_disponible,
      pkg: { paquete: pkg.nombre, valido_hasta: pkg.valido_hasta, creditos_restantes: pkg.creditos_restantes },
      ledger: await ok(admin.token, '/api/paquetes/getCreditHistory', { clerkUserId: ana.userId }),
      plan: account.abono || account.debe > 0 ? { nombre: account.abono?.nombre ?? null, estado: account.estado, debe: account.debe, proximo_cobro: account.abono?.proximo_cobro ?? null } : null,
    });
    t.clock.advance(HOUR);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Carla', lastName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    await ok(admin.token, '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 }]);
    slot = studio.slotIds[0]!;
    ana = await t.signUp({ firstName: 'Ana' });
    const bea = await t.signUp({ firstName: 'Bea' });
    const cris = await t.signUp({ firstName: 'Cris' });
    dora = await t.signUp({ firstName: 'Dora' });
    for (const m of [ana, bea, cris]) await giveCredits(t, m.userId, studio.packageId, 8);
    t.clock.advance(HOUR);
    await record(); // nobody booked yet, Dora has no plan
    await ok(admin.token, '/api/abonos/asignar', { clerkUserId: dora.userId, paqueteId: studio.packageId });
    await ok(ana.token, '/api/reservas/addReserva', occurrence());
    await record();
    await ok(bea.token, '/api/reservas/addReserva', occurrence());
    await ok(cris.token, '/api/reservas/joinWaitlist', occurrence());
    await record(); // full, Cris waiting, Dora owes her first month
    await ok(admin.token, '/api/abonos/pago', { clerkUserId: dora.userId, monto_centavos: 1_000_000, medio: 'efectivo' });
    const [turno] = (await ok(ana.token, '/api/reservas/getReservasByIdUsr', { clerkUserId: ana.userId })) as { id: number }[];
    await ok(ana.token, '/api/reservas/deleteReserva', { id: turno!.id }, 'DELETE');
    await record(); // Ana's place went to Cris
    await ok(admin.token, '/api/paquetes/adjustCredits', { clerkUserId: ana.userId, delta: 3, reason: 'Cortesía' });
    await record();
    await sequencePending(t.db.handle.db);
  });
  afterAll(() => t.close());

  it('shows each recorded moment exactly as the live views showed it then', async () => {
    for (const then of recorded) {
      const clase = await post(admin.token, '/api/reservas/comoEstabaClase', { ...occurrence(), en: then.at });
      expect(clase.statusCode, clase.body).toBe(200);
      expect({ roster: clase.json().roster, waitlist: clase.json().lista_de_espera, places: clase.json().cupo_disponible }).toEqual({
        roster: then.roster, waitlist: then.waitlist, places: then.places,
      });
      const socia = await post(admin.token, '/api/reservas/comoEstabaSocio', { clerkUserId: ana.userId, en: then.at });
      expect(socia.statusCode, socia.body).toBe(200);
      const { paquete, valido_hasta, creditos_restantes, movimientos } = socia.json();
      expect({ pkg: { paquete, valido_hasta, creditos_restantes }, ledger: movimientos }).toEqual({ pkg: then.pkg, ledger: then.ledger });
      const plan = await post(admin.token, '/api/reservas/comoEstabaSocio', { clerkUserId: dora.userId, en: then.at });
      expect(plan.json().abono).toEqual(then.plan);
    }
    expect(recorded.map((r) => (r.roster as unknown[]).length)).toEqual([0, 1, 2, 2, 2]);
    expect(recorded.map((r) => (r.plan as { debe: number } | null)?.debe ?? null)).toEqual([null, 2_800_000, 2_800_000, 1_800_000, 1_800_000]);
  });

  it('lets a coach see the roster but neither the waitlist nor a member’s money', async () => {
    const late = recorded[2]!.at;
    const clase = await post(coach.token, '/api/reservas/comoEstabaClase', { ...occurrence(), en: late });
    expect(clase.statusCode).toBe(200);
    expect(clase.json()).toMatchObject({ roster: recorded[2]!.roster, lista_de_espera: null });
    const socia = await post(coach.token, '/api/reservas/comoEstabaSocio', { clerkUserId: ana.userId, en: late });
    expect(socia.statusCode).toBe(403);
    expect((await post(ana.token, '/api/reservas/comoEstabaClase', { ...occurrence(), en: late })).statusCode).toBe(403);
  });

  it('refuses a moment that has not come yet, and a malformed one, in Spanish', async () => {
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const ahead = await post(admin.token, '/api/reservas/comoEstabaClase', { ...occurrence(), en: future });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json()).toMatchObject({ code: 'MOMENT_IN_FUTURE', detail: 'Ese momento todavía no llegó: elige uno pasado para ver cómo estaba.' });
    const malformed = await post(admin.token, '/api/reservas/comoEstabaSocio', { clerkUserId: ana.userId, en: '3 de marzo' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/[áéíóúñ]|fecha|formato|válid/i);
  });
});
