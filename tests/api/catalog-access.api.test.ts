import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startAppWithAdminAndMember } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

const adminRoutes: InjectOptions[] = [
  { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre: 'Intrusa' } },
  { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: 1, nombre: 'Intrusa' } },
  { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id: 1 } },
  { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Lunes', hora: '18:00', disciplina_id: 1, cupo_maximo: 10 } },
  { method: 'POST', url: '/api/horarios/updateHorario', payload: { id: 1, dia_semana: 'Lunes', hora: '18:00', disciplina_id: 1, cupo_maximo: 1 } },
  { method: 'POST', url: '/api/horarios/deleteHorario', payload: { id: 1 } },
  { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: 'Gratis', cantidad_clases: 99, precio: 0, disciplina_id: null } },
  { method: 'PUT', url: '/api/paquetes/updatePaquete/1', payload: { nombre: 'Gratis', cantidad_clases: 99, precio: 0 } },
  { method: 'POST', url: '/api/paquetes/deletePaquete', payload: { id: 1 } },
];

const readRoutes: InjectOptions[] = [
  { method: 'GET', url: '/api/disciplinas/getDisciplinas' },
  { method: 'GET', url: '/api/horarios/getHorarios' },
  { method: 'POST', url: '/api/horarios/getHoraDisciplinaById', payload: { id: 1 } },
  { method: 'GET', url: '/api/paquetes/getPaquetes' },
];

describe('catalog access', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ({ t, admin, member } = await startAppWithAdminAndMember());
    const d = await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre: 'Funcional' } });
    await t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { dia_semana: 'Lunes', hora: '07:00', disciplina_id: d.json().id, cupo_maximo: 8 } });
    await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } });
  });
  afterAll(() => t.close());

  const log = async () => (await t.db.handle.db.selectFrom('es_events').select('event_id').execute()).length;

  it.each(adminRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s is admin only: 403 for a member, 401 signed out', async (_name, route) => {
    const before = await log();
    const asMember = await t.as(member, route);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const anonymous = await t.as(undefined, route);
    expect(anonymous.statusCode).toBe(401);
    expect(await log()).toBe(before);
  });

  it.each(readRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s is for anyone signed in, not for visitors', async (_name, route) => {
    expect((await t.as(member, route)).statusCode).toBe(200);
    expect((await t.as(undefined, route)).statusCode).toBe(401);
  });

  it('publishes every catalog change on the shared catalog topic', async () => {
    const { featureChangeFeed } = await import('../../services/features');
    const { topicsFor } = featureChangeFeed();
    const events = await t.db.handle.db.selectFrom('es_events').select(['event_type', 'data']).where('stream_id', 'not like', 'user:%').execute();
    expect(events.map((e) => e.event_type).sort()).toEqual(['DisciplineCreated', 'PackageCreated', 'ScheduleSlotAdded']);
    for (const e of events) {
      expect(topicsFor([{ type: e.event_type, data: e.data } as never])).toEqual(['catalog']);
    }
  });
});
