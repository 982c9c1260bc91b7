import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// A one-off class is reported under its discipline, like an occurrence of a weekly slot.
describe('reports: one-off classes', () => {
  let t: TestApp;
  let runner: RunningProcessors;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('counts a booked one-off class in the attendance of its discipline', async () => {
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    const added = await t.as(admin.token, { method: 'POST', url: '/api/horarios/addOneOff', payload: { fecha: '2026-11-21', hora: '10:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4 } });
    expect(added.statusCode, added.body).toBe(201);
    const member = await t.signUp();
    await giveCredits(t, member.userId, studio.packageId, 4);
    const booked = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: '2026-11-21', horario_id: added.json().id } });
    expect(booked.statusCode, booked.body).toBe(200);
    await runner.waitFor((await sequencePending(t.db.handle.db)).head);

    t.clock.set('2026-11-21T11:00:00-03:00'); // the class has been given
    const report = await t.as(admin.token, { method: 'GET', url: '/api/reportes/ocupacion?desde=2026-11-21&hasta=2026-11-21' });
    expect(report.json().rows).toEqual([expect.objectContaining({ disciplineId: studio.disciplinaId, discipline: 'Funcional', weekday: 6, hour: 10, attendance: 1, capacity: 4 })]);
  });
});
