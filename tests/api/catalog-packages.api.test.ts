import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('packages (paquetes) API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let yoga: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    member = (await t.signUp()).token;
    yoga = (await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre: 'Yoga' } })).json().id;
  });
  afterAll(() => t.close());

  const addPaquete = (payload: Record<string, unknown>) => t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload });
  const paquetes = async () => (await t.as(member, { method: 'GET', url: '/api/paquetes/getPaquetes' })).json() as Record<string, unknown>[];

  it('creates packages and lists them with discipline name and classes per week', async () => {
    const res = await addPaquete({ nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), nombre: '8 clases', cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina_id: null, disciplina: null, disciplinas: [] });
    const yoga10 = await addPaquete({ nombre: 'Yoga 10', cantidad_clases: 10, precio: 31500.5, disciplina_id: yoga });
    expect(yoga10.json()).toMatchObject({ clases_por_semana: 2.5, precio: 31500.5, disciplina: 'Yoga' });
    await addPaquete({ nombre: 'Pase libre 20 clases', cantidad_clases: 20, precio: 45000 });
    expect((await paquetes()).map((p) => p.nombre)).toEqual(['8 clases', 'Yoga 10', 'Pase libre 20 clases']);
  });

  it('refuses invalid packages with Spanish details and writes nothing', async () => {
    const before = (await paquetes()).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ nombre: '  ', cantidad_clases: 8, precio: 1 }, 400, 'NAME_REQUIRED'],
      [{ nombre: 'X', cantidad_clases: 0, precio: 1 }, 400, 'INVALID_CLASS_COUNT'],
      [{ nombre: 'X', cantidad_clases: 8, precio: -1 }, 400, 'INVALID_PRICE'],
      [{ nombre: 'X', cantidad_clases: 8, precio: 10.123 }, 400, 'INVALID_PRICE'],
      [{ nombre: 'X', cantidad_clases: 8, precio: 1, disciplina_id: 777777 }, 400, 'UNKNOWN_DISCIPLINE'],
      [{ nombre: 'X', cantidad_clases: 8.5, precio: 1 }, 400, 'VALIDATION_ERROR'],
      [{ nombre: 'X', precio: 1 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await addPaquete(payload);
      expect({ code, status: res.statusCode }).toEqual({ code, status });
      expect(res.json().code).toBe(code);
    }
    expect(await paquetes()).toHaveLength(before);
  });

  it('updates the whole package by id and refuses a mismatched id', async () => {
    const created = (await addPaquete({ nombre: '12 clases', cantidad_clases: 12, precio: 36000 })).json();
    const res = await t.as(admin, { method: 'PUT', url: `/api/paquetes/updatePaquete/${created.id}`, payload: { ...created, precio: 38000, disciplina_id: yoga } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, precio: 38000, disciplina_id: yoga, disciplina: 'Yoga', disciplinas: [yoga] });
    const mismatch = await t.as(admin, { method: 'PUT', url: `/api/paquetes/updatePaquete/${created.id}`, payload: { ...created, id: created.id + 1 } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('ID_MISMATCH');
    const unknown = await t.as(admin, { method: 'PUT', url: '/api/paquetes/updatePaquete/999999', payload: { nombre: 'X', cantidad_clases: 1, precio: 1 } });
    expect(unknown.statusCode).toBe(404);
    const badPath = await t.as(admin, { method: 'PUT', url: '/api/paquetes/updatePaquete/abc', payload: { nombre: 'X', cantidad_clases: 1, precio: 1 } });
    expect(badPath.statusCode).toBe(400);
  });

  it('discontinues a package: gone from the list, kept as a deleted row for members who hold it', async () => {
    const created = (await addPaquete({ nombre: 'Promo verano', cantidad_clases: 4, precio: 15000 })).json();
    const res = await t.as(admin, { method: 'POST', url: '/api/paquetes/deletePaquete', payload: { id: created.id } });
    expect(res.statusCode).toBe(200);
    expect((await paquetes()).map((p) => p.id)).not.toContain(created.id);
    const row = await t.db.handle.db.selectFrom('packages').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: created.id, nombre: 'Promo verano', cantidad_clases: 4, disciplina_id: null, deleted: true });
    expect(Number(row.precio)).toBe(15000);
    expect((await t.as(admin, { method: 'POST', url: '/api/paquetes/deletePaquete', payload: { id: created.id } })).statusCode).toBe(404);
  });
});
