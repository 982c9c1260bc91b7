import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires: the latest date the studio takes is 16/11/2029.
const WEDNESDAY = '2026-11-18';
const TOO_FAR = { status: 400, code: 'DATE_TOO_FAR', detail: 'Esa fecha está demasiado lejos: elige una hasta el 16/11/2029.' };

/**
 * Dates staff enter are bounded to what a studio can mean: a closed day, a one-off class, a moved class, a package's
 * end, a walk-in's class or a report's range in the year 9999 is refused in Spanish with a stable code, and nothing
 * is appended; the last day within the bound is taken.
 */
describe('dates a studio cannot mean', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];
  let member: { token: string; userId: string };

  const post = (url: string, payload: Record<string, unknown>) => t.as(admin.token, { method: 'POST', url, payload });
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expectTooFar = (res: { statusCode: number; json(): unknown; body: string }) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(TOO_FAR);
  };

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp([{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]));
    member = await t.signUp({ firstName: 'Ana' });
  });
  afterAll(() => t.close());

  it('refuses a closed day, a one-off class, a move and a package validity in 9999, appending nothing', async () => {
    const before = await eventCount();
    expectTooFar(await post('/api/horarios/closeDate', { fecha: '9999-12-31', motivo: 'Feriado' }));
    expectTooFar(await post('/api/horarios/cancelOccurrence', { horario_id: studio.slotIds[0], fecha: '9999-12-29', motivo: 'Sin profe' }));
    expectTooFar(await post('/api/horarios/addOneOff', { fecha: '9999-12-31', hora: '10:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4 }));
    expectTooFar(await post('/api/horarios/moveOccurrence', { horario_id: studio.slotIds[0], fecha: WEDNESDAY, nueva_fecha: '9999-12-31', nueva_hora: '19:00', motivo: 'Sala en obra' }));
    expectTooFar(await post('/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: studio.packageId, validoHasta: '9999-12-31', motivo: 'Pagó por adelantado' }));
    // Staff booking has no agenda horizon of its own: the bound is what stops a Wednesday three years and more away.
    const walkIn = { horario_id: studio.slotIds[0], fecha: '2029-11-21', clerk_user_id: member.userId, sin_reserva: false, descontar_credito: false, motivo: 'Pidió por WhatsApp' };
    expectTooFar(await post('/api/clases/anotarSocio', walkIn));
    expect(await eventCount()).toBe(before);
  });

  it('refuses a report, a roster or a calendar range in 9999 or in the year 1', async () => {
    expectTooFar(await t.as(admin.token, { method: 'GET', url: '/api/reportes/resumen?desde=9999-12-01&hasta=9999-12-31' }));
    expectTooFar(await post('/api/clases/getClasesDelDia', { fecha: '9999-12-31' }));
    expectTooFar(await t.as(admin.token, { method: 'GET', url: '/api/horarios/excepciones?desde=9999-12-01&hasta=9999-12-31' }));
    const early = await t.as(admin.token, { method: 'GET', url: '/api/reportes/asistencia?desde=0001-01-01&hasta=0001-01-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'DATE_TOO_EARLY', detail: 'Esa fecha es demasiado antigua: elige una desde el 16/11/2006.' });
  });

  it('takes the last day within the bound', async () => {
    const closed = await post('/api/horarios/closeDate', { fecha: '2029-11-16', motivo: 'Aniversario' });
    expect(closed.statusCode, closed.body).toBe(200);
    expectTooFar(await post('/api/horarios/closeDate', { fecha: '2029-11-17', motivo: 'Aniversario' }));
    const added = await post('/api/horarios/addOneOff', { fecha: '2029-11-14', hora: '10:00', disciplina_id: studio.disciplinaId, cupo_maximo: 4 });
    expect(added.statusCode, added.body).toBe(201);
  });
});
