import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// A package may book a set of disciplines (empty: todas). Monday 16 November 2026, noon in Buenos Aires.
const MONDAY_NOON = '2026-11-16T12:00:00-03:00';
const NOV_18 = '2026-11-18';

describe('packages limited to several disciplines', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  const ids = { yoga: 0, pilates: 0, funcional: 0 };
  const slots = { yoga: 0, pilates: 0, funcional: 0 };

  beforeAll(async () => {
    t = await createTestApp({ now: MONDAY_NOON });
    admin = await t.signUp({ firstName: 'Carla' });
    const hours = { yoga: '08:00', pilates: '09:00', funcional: '10:00' };
    for (const [key, nombre] of [['yoga', 'Yoga'], ['pilates', 'Pilates'], ['funcional', 'Funcional']] as const) {
      ids[key] = (await t.as(admin.token, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre } })).json().id as number;
      const slot = await t.as(admin.token, {
        method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Miércoles', hora: hours[key], cupo_maximo: 5, disciplina_id: ids[key] },
      });
      slots[key] = slot.json().id as number;
    }
  });
  afterAll(() => t.close());

  const addPaquete = (payload: Record<string, unknown>) =>
    t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: 'Paquete', cantidad_clases: 8, precio: 28000, ...payload } });
  const member = async (packageId: number) => {
    const m = await t.signUp({ firstName: 'Socia' });
    await giveCredits(t, m.userId, packageId, 4);
    return m;
  };
  const book = (token: string, horario_id: number) => t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: NOV_18, horario_id } });

  it('books Yoga and Pilates with a package for both, and refuses Funcional with a clear reason', async () => {
    const created = await addPaquete({ nombre: 'Yoga y Pilates', disciplinas: [ids.pilates, ids.yoga, ids.pilates] });
    expect(created.statusCode).toBe(201);
    // The set, ascending; the product description's disciplina_id is null for more than one, disciplina names them all.
    expect(created.json()).toMatchObject({ disciplinas: [ids.yoga, ids.pilates], disciplina_id: null, disciplina: 'Pilates, Yoga' });
    const ana = await member(created.json().id as number);

    expect((await book(ana.token, slots.yoga)).statusCode).toBe(200);
    expect((await book(ana.token, slots.pilates)).statusCode).toBe(200);
    const refused = await book(ana.token, slots.funcional);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PACKAGE_NOT_FOR_DISCIPLINE', detail: 'Tu paquete no incluye esta disciplina.' });
    expect(await creditsOf(t, ana.userId)).toBe(2);
  });

  it('still takes and answers a single legacy disciplina_id as the set of that one', async () => {
    const legacy = await addPaquete({ nombre: 'Yoga 8', disciplina_id: ids.yoga });
    expect(legacy.statusCode).toBe(201);
    expect(legacy.json()).toMatchObject({ disciplinas: [ids.yoga], disciplina_id: ids.yoga, disciplina: 'Yoga' });
    const id = legacy.json().id as number;
    const bea = await member(id);
    expect((await book(bea.token, slots.yoga)).statusCode).toBe(200);
    expect((await book(bea.token, slots.pilates)).json().code).toBe('PACKAGE_NOT_FOR_DISCIPLINE');

    // Back to todas with the legacy null: every discipline books.
    const todas = await t.as(admin.token, { method: 'PUT', url: `/api/paquetes/updatePaquete/${id}`, payload: { nombre: 'Yoga 8', cantidad_clases: 8, precio: 28000, disciplina_id: null } });
    expect(todas.json()).toMatchObject({ disciplinas: [], disciplina_id: null, disciplina: null });
    expect((await book(bea.token, slots.funcional)).statusCode).toBe(200);
    const listed = (await t.as(bea.token, { method: 'GET', url: '/api/paquetes/getPaquetes' })).json() as Array<{ id: number; disciplinas: number[] }>;
    expect(listed.find((p) => p.id === id)?.disciplinas).toEqual([]);
  });

  it('takes a whole paquete sent back: its set kept, or its disciplina_id when the client changed that one', async () => {
    const created = (await addPaquete({ nombre: 'Vuelta', disciplinas: [ids.yoga, ids.pilates] })).json() as Record<string, unknown>;
    const update = (payload: Record<string, unknown>) =>
      t.as(admin.token, { method: 'PUT', url: `/api/paquetes/updatePaquete/${String(created.id)}`, payload: { ...created, ...payload } });
    expect((await update({ precio: 30000 })).json()).toMatchObject({ precio: 30000, disciplinas: [ids.yoga, ids.pilates], disciplina_id: null });
    expect((await update({ disciplina_id: ids.funcional })).json()).toMatchObject({ disciplinas: [ids.funcional], disciplina_id: ids.funcional, disciplina: 'Funcional' });
    expect((await update({ disciplinas: [ids.funcional], disciplina_id: null })).json()).toMatchObject({ disciplinas: [], disciplina: null });
  });

  it('refuses a set naming a discipline that does not exist', async () => {
    const bad = await addPaquete({ disciplinas: [ids.yoga, 9999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('UNKNOWN_DISCIPLINE');
  });
});
