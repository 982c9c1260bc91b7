import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequence-batch';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { applyAll } from '../runner/projection';
import { disciplinesProjector } from './disciplines.projector';
import { packagesProjector } from './packages.projector';
import { scheduleSlotsProjector } from './schedule-slots.projector';

const projectors = [disciplinesProjector, scheduleSlotsProjector, packagesProjector];
const tables = ['disciplines', 'schedule_slots', 'packages'] as const;

describe('catalog projectors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await t.signUp();
    const cmd = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) => t.as(token, { method, url, payload });
    const yoga = (await cmd('POST', '/api/disciplinas/addDisciplina', { nombre: 'Yoga' })).json().id;
    const box = (await cmd('POST', '/api/disciplinas/addDisciplina', { nombre: 'Box' })).json().id;
    await cmd('PUT', '/api/disciplinas/editDisciplina', { id: yoga, nombre: 'Yoga Flow' });
    await cmd('DELETE', '/api/disciplinas/deleteDisciplina', { id: box });
    const slot = (await cmd('POST', '/api/horarios/addHorario', { dia_semana: 'Martes', hora: '08:00', disciplina_id: yoga, cupo_maximo: 9 })).json().id;
    await cmd('POST', '/api/horarios/updateHorario', { id: slot, dia_semana: 'Jueves', hora: '09:00', disciplina_id: yoga, cupo_maximo: 11 });
    const other = (await cmd('POST', '/api/horarios/addHorario', { dia_semana: 'Lunes', hora: '07:00', disciplina_id: yoga, cupo_maximo: 5 })).json().id;
    await cmd('POST', '/api/horarios/deleteHorario', { id: other });
    const pkg = (await cmd('PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null })).json().id;
    await cmd('PUT', `/api/paquetes/updatePaquete/${pkg}`, { nombre: '8 clases', cantidad_clases: 8, precio: 29999.99, disciplina_id: yoga });
    await cmd('POST', '/api/paquetes/deletePaquete', { id: pkg });
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const db = t.db.handle.db;
    return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().orderBy('id').execute()));
  };
  it('rebuilds the same tables from the log, and applying every event twice changes nothing', async () => {
    const live = await snapshot();
    // The last commands' events may still wait for the sequencer: give them their positions before reading the log.
    await sequencePending(t.db.handle.db);
    const events = await readAll(t.db.handle.db, { after: 0, limit: 10_000 });
    for (const table of tables) await t.db.handle.db.deleteFrom(table).execute();
    await t.db.handle.db.transaction().execute(async (trx) => {
      await applyAll(projectors, trx, events);
      await applyAll(projectors, trx, events);
    });
    // Timestamps come from the events' recordedAt, so even they match.
    expect(await snapshot()).toEqual(live);
    expect(live[0]).toEqual(expect.arrayContaining([expect.objectContaining({ nombre: 'Box', deleted: true })]));
    expect(live[1]).toEqual(expect.arrayContaining([expect.objectContaining({ dia_semana: 'Jueves', hora: '09:00', cupo_maximo: 11, deleted: false })]));
    expect(live[2]).toEqual([expect.objectContaining({ nombre: '8 clases', precio: '29999.99', deleted: true })]);
  });
});
