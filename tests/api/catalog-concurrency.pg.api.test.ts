import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Needs several real PostgreSQL sessions: the catalog lock must make cross-stream facts hold until commit.
describe('catalog commands racing each other', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('creates a name only once when many admins add it at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre: i % 2 ? 'Boxeo' : 'BOXEO' } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const list = (await t.as(admin, { method: 'GET', url: '/api/disciplinas/getDisciplinas' })).json() as { nombre: string }[];
    expect(list.filter((d) => d.nombre.toLowerCase() === 'boxeo')).toHaveLength(1);
  });

  it('never leaves a slot pointing at a discipline deleted at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = (await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre: `Ronda ${round}` } })).json();
      const [slot, removal] = await Promise.all([
        t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { dia_semana: 'Lunes', hora: '07:00', disciplina_id: id, cupo_maximo: 5 } }),
        t.as(admin, { method: 'DELETE', url: '/api/disciplinas/deleteDisciplina', payload: { id } }),
      ]);
      // Exactly one wins: either the slot exists and the deletion was refused, or the discipline is gone and so is the slot.
      expect([slot.statusCode, removal.statusCode].sort()).toEqual(slot.statusCode === 201 ? [201, 409] : [200, 400]);
      const orphans = await t.db.handle.db
        .selectFrom('schedule_slots as s')
        .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
        .select('s.id')
        .where('s.deleted', '=', false)
        .where('d.deleted', '=', true)
        .execute();
      expect(orphans).toEqual([]);
    }
  });
});
