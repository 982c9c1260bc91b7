import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithAdminAndMember } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

const NO_POLICY = { reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120 };

describe('disciplines API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ({ t, admin, member } = await startAppWithAdminAndMember());
  });
  afterAll(() => t.close());

  const add = (nombre: unknown, token = admin) => t.as(token, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre } });
  const list = async (token = member) => (await t.as(token, { method: 'GET', url: '/api/disciplinas/getDisciplinas' })).json() as { id: number; nombre: string }[];
  const events = async (type: string) => t.db.handle.db.selectFrom('es_events').select(['stream_id', 'data']).where('event_type', '=', type).execute();

  it('creates a discipline with a fresh integer id (the id sent is ignored) and lists it for members', async () => {
    const res = await add('  Funcional ');
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), nombre: 'Funcional' });
    expect(created.id).toBeGreaterThan(0);
    // Listed with the studio's default booking policy: no limits of its own.
    expect(await list()).toContainEqual({ ...created, ...NO_POLICY });
    const [event] = await events('DisciplineCreated');
    expect(event).toMatchObject({ stream_id: `discipline:${created.id}`, data: { disciplineId: created.id, name: 'Funcional' } });
  });

  it('refuses blank names and names already taken, ignoring case', async () => {
    const blank = await add('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'NAME_REQUIRED', detail: 'El nombre no puede estar vacío' });
    await add('Crossfit');
    const dup = await add('CROSSFIT');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DISCIPLINE_NAME_TAKEN' });
    const missing = await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Falta el campo nombre.' });
    expect((await list()).filter((d) => d.nombre.toLowerCase() === 'crossfit')).toHaveLength(1);
  });

  it('renames, and refuses a name another discipline has', async () => {
    const yoga = (await add('Yoga')).json();
    const renamed = await t.as(admin, { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: yoga.id, nombre: 'Yoga Flow' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: yoga.id, nombre: 'Yoga Flow' });
    const taken = await t.as(admin, { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: yoga.id, nombre: 'funcional' } });
    expect(taken.statusCode).toBe(409);
    const blank = await t.as(admin, { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: yoga.id, nombre: '' } });
    expect(blank.statusCode).toBe(400);
    const unknown = await t.as(admin, { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: 99999, nombre: 'Otra' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DISCIPLINE_NOT_FOUND');
    expect(await list()).toContainEqual({ id: yoga.id, nombre: 'Yoga Flow', ...NO_POLICY });
  });

  it('deletes an unused discipline, which frees its name', async () => {
    const pilates = (await add('Pilates')).json();
    const res = await t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: pilates.id } });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((d) => d.id)).not.toContain(pilates.id);
    expect((await add('pilates')).statusCode).toBe(201);
    const again = await t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: pilates.id } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete a discipline that a schedule slot or a package uses', async () => {
    const boxeo = (await add('Boxeo')).json();
    const slot = await t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Lunes', hora: '18:00', disciplina_id: boxeo.id, cupo_maximo: 10 } });
    expect(slot.statusCode).toBe(201);
    const refused = await t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: boxeo.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DISCIPLINE_IN_USE', detail: 'No se puede eliminar: hay horarios o paquetes que usan esta disciplina.' });

    await t.as(admin, { method: 'POST', url: '/api/horarios/deleteHorario', payload: { id: slot.json().id } });
    const pkg = await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: 'Boxeo 8', cantidad_clases: 8, precio: 28000, disciplina_id: boxeo.id } });
    expect(pkg.statusCode).toBe(201);
    expect((await t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: boxeo.id } })).statusCode).toBe(409);

    await t.as(admin, { method: 'POST', url: '/api/paquetes/deletePaquete', payload: { id: pkg.json().id } });
    expect((await t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: boxeo.id } })).statusCode).toBe(200);
  });

  it('replays a retried command under the same Idempotency-Key instead of creating twice', async () => {
    const headers = { 'idempotency-key': 'disciplina-retry-1' };
    const first = await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', headers, payload: { nombre: 'Spinning' } });
    const second = await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', headers, payload: { nombre: 'Spinning' } });
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await list()).filter((d) => d.nombre === 'Spinning')).toHaveLength(1);
  });
});
