import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

function ok<R extends { statusCode: number; body: string }>(res: R): R {
  if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** The CSV body without its BOM, split into rows (no cell in these fixtures holds a line break). */
const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
/** YYYY-MM-DD → dd/mm/aaaa. */
const dmy = (date: string) => date.split('-').toReversed().join('/');
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/*
 * CSV exports. Four members sign up (one with accents, one whose name holds the separator and
 * quotes, one whose name is a formula, one who never buys); on the 16th (test clock) three get a package and book
 * Wednesday the 18th, and the accented member also the 25th, then cancels it. Every export is asked for a range
 * and checked against what that range holds. Sign-ups (on the 10th) and ledger movements (on the 16th) carry the
 * time they were recorded, the test clock's.
 */
const SIGN_UP_DAY = '2026-11-10';
const BOOKING_DAY = '2026-11-16';
describe('GET /api/reportes/exportar', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  let ownerId: string;
  let member: string;
  const db = () => t.db.handle.db;
  const get = (token: string | undefined, query: string) => t.as(token, { method: 'GET', url: `/api/reportes/exportar?${query}` });
  const csv = async (query: string) => {
    const res = await get(admin, query);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: `${SIGN_UP_DAY}T10:00:00-03:00` });
    const owner = await t.signUp({ firstName: 'Dueña', lastName: 'Estudio' });
    ownerId = owner.userId;
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
    const studio = await createStudio(t, owner.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 6 }]);
    const ana = await t.signUp({ firstName: 'Ñandú', lastName: 'Pérez', email: 'nandu@example.com' });
    const luz = await t.signUp({ firstName: 'Luz; Sol', lastName: 'Díaz "Lu"', email: 'luz@example.com' });
    const evil = await t.signUp({ firstName: '=HYPERLINK("http://malo")', lastName: 'X', email: 'malo@example.com' });
    await t.signUp({ firstName: 'Tardía', lastName: 'Nueva', email: 'tardia@example.com' });
    member = ana.token;

    t.clock.set(`${BOOKING_DAY}T10:00:00-03:00`);
    admin = (await createSession(db(), owner.userId, t.clock.now(), 1)).token;
    for (const m of [ana, luz, evil]) await giveCredits(t, m.userId, studio.packageId, 8);
    const book = async (userId: string, fecha: string) => {
      const { token } = await createSession(db(), userId, t.clock.now(), 1);
      const res = ok(await t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha, horario_id: studio.slotIds[0] } }));
      return res.json().id as number;
    };
    for (const m of [ana, luz, evil]) await book(m.userId, '2026-11-18');
    const late = await book(ana.userId, '2026-11-25');
    const { token } = await createSession(db(), ana.userId, t.clock.now(), 1);
    ok(await t.as(token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: late } }));
    await runner.waitFor((await sequencePending(db())).head);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('answers a UTF-8 CSV with a BOM, as a download that is never cached', async () => {
    const res = await csv('tipo=reservas&desde=2026-11-01&hasta=2026-11-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pulso-reservas-2026-11-01-2026-11-30.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('exports the members as of the range end, with accents, quoting and the formula guard', async () => {
    const header = 'Socio;Email;Paquete;Créditos;Vence;Alta';
    const rows = rowsOf((await csv(`tipo=socios&desde=${SIGN_UP_DAY}&hasta=${SIGN_UP_DAY}`)).body);
    expect(rows[0]).toBe(header);
    expect(rows).toContain(`Ñandú Pérez;nandu@example.com;8 clases;7;01/12/2026;${dmy(SIGN_UP_DAY)}`);
    expect(rows).toContain(`"Luz; Sol Díaz ""Lu""";luz@example.com;8 clases;7;01/12/2026;${dmy(SIGN_UP_DAY)}`);
    expect(rows).toContain(`"'=HYPERLINK(""http://malo"") X";malo@example.com;8 clases;7;01/12/2026;${dmy(SIGN_UP_DAY)}`);
    expect(rows).toContain(`Tardía Nueva;tardia@example.com;Sin paquete;;;${dmy(SIGN_UP_DAY)}`);
    expect(rows.join('\n')).not.toContain('Dueña');
    expect(rows).toHaveLength(5);
    // Nobody had signed up by the end of the day before.
    expect(rowsOf((await csv(`tipo=socios&desde=${dayBefore(SIGN_UP_DAY)}&hasta=${dayBefore(SIGN_UP_DAY)}`)).body)).toEqual([header]);
  });

  it('exports a package whose validity is over as none, before the hourly expiry job clears it', async () => {
    // The packages given on the 16th are valid until 01/12/2026; on that day (injected clock) they are over.
    t.clock.set('2026-12-01T09:00:00-03:00');
    const signedIn = admin;
    try {
      admin = (await createSession(db(), ownerId, t.clock.now(), 1)).token;
      const rows = rowsOf((await csv(`tipo=socios&desde=${SIGN_UP_DAY}&hasta=${SIGN_UP_DAY}`)).body);
      expect(rows).toContain(`Ñandú Pérez;nandu@example.com;Sin paquete;;;${dmy(SIGN_UP_DAY)}`);
      expect(rows).toContain(`"Luz; Sol Díaz ""Lu""";luz@example.com;Sin paquete;;;${dmy(SIGN_UP_DAY)}`);
      expect(rows.join('\n')).not.toContain('8 clases');
      // The evening before, the same rows still show the package.
      t.clock.set('2026-11-30T21:00:00-03:00');
      expect(rowsOf((await csv(`tipo=socios&desde=${SIGN_UP_DAY}&hasta=${SIGN_UP_DAY}`)).body)).toContain(`Ñandú Pérez;nandu@example.com;8 clases;7;01/12/2026;${dmy(SIGN_UP_DAY)}`);
    } finally {
      t.clock.set('2026-11-16T10:00:00-03:00');
      admin = signedIn;
    }
  });

  it('exports the bookings of classes dated in the range, live and cancelled', async () => {
    const rows = rowsOf((await csv('tipo=reservas&desde=2026-11-01&hasta=2026-11-30')).body);
    expect(rows[0]).toBe('Fecha;Hora;Disciplina;Socio;Estado;Reservada el;Cancelada el');
    expect(rows[1]).toBe('18/11/2026;18:00;Funcional;Ñandú Pérez;Reservada;16/11/2026 10:00;');
    expect(rows.some((r) => r.startsWith('18/11/2026;18:00;Funcional;"Luz; Sol Díaz ""Lu""";Reservada;'))).toBe(true);
    expect(rows[4]).toBe('25/11/2026;18:00;Funcional;Ñandú Pérez;Cancelada;16/11/2026 10:00;16/11/2026 10:00');
    expect(rows).toHaveLength(5);
    const week = rowsOf((await csv('tipo=reservas&desde=2026-11-18&hasta=2026-11-24')).body);
    expect(week).toHaveLength(4);
    expect(week.some((r) => r.startsWith('25/11/2026'))).toBe(false);
  });

  it('exports the credit ledger of the range in Spanish words', async () => {
    const header = 'Fecha;Hora;Socio;Movimiento;Créditos;Saldo;Paquete;Detalle';
    const rows = rowsOf((await csv(`tipo=creditos&desde=${BOOKING_DAY}&hasta=${BOOKING_DAY}`)).body);
    expect(rows[0]).toBe(header);
    const ana = rows.filter((r) => r.includes('Ñandú Pérez')).map((r) => r.split(';').slice(2, 7).join(';'));
    expect(ana).toEqual([
      'Ñandú Pérez;Paquete asignado;8;8;8 clases',
      'Ñandú Pérez;Clase reservada;-1;7;8 clases',
      'Ñandú Pérez;Clase reservada;-1;6;8 clases',
      'Ñandú Pérez;Clase cancelada;1;7;8 clases',
    ]);
    expect(rows.slice(1).every((r) => r.startsWith(`${dmy(BOOKING_DAY)};`))).toBe(true);
    expect(rows.filter((r) => r.includes('Clase reservada'))).toHaveLength(4);
    expect(rowsOf((await csv(`tipo=creditos&desde=${dayBefore(BOOKING_DAY)}&hasta=${dayBefore(BOOKING_DAY)}`)).body)).toEqual([header]);
  });

  it('exports the income rows the report sums, amounts as es-AR Excel reads them', async () => {
    const rows = rowsOf((await csv('tipo=ingresos&desde=2026-11-01&hasta=2026-11-30')).body);
    expect(rows[0]).toBe('Fecha;Hora;Socio;Paquete;Tipo;Importe');
    expect(rows).toContain('16/11/2026;10:00;Ñandú Pérez;8 clases;Venta;28000');
    expect(rows).toContain(`16/11/2026;10:00;"'=HYPERLINK(""http://malo"") X";8 clases;Venta;28000`);
    expect(rows).toHaveLength(4);
    expect(rowsOf((await csv('tipo=ingresos&desde=2026-11-17&hasta=2026-11-30')).body)).toEqual(['Fecha;Hora;Socio;Paquete;Tipo;Importe']);
  });

  it('forbids members (403) and asks anonymous callers to sign in (401)', async () => {
    const query = 'tipo=socios&desde=2026-11-01&hasta=2026-11-30';
    expect((await get(member, query)).statusCode).toBe(403);
    expect((await get(undefined, query)).statusCode).toBe(401);
  });

  it.each([
    ['tipo=pagos&desde=2026-11-01&hasta=2026-11-30', 'EXPORT_TYPE_UNKNOWN', 'Elige una exportación: socios, reservas, créditos o ingresos.'],
    ['tipo=socios&desde=2026-11-01', 'RANGE_REQUIRED', 'Indica las fechas desde y hasta (AAAA-MM-DD).'],
    ['tipo=reservas&desde=2026-11-01&hasta=2026-11-31', 'INVALID_DATE', 'La fecha hasta no es válida. Usa el formato AAAA-MM-DD.'],
    ['tipo=creditos&desde=2026-11-30&hasta=2026-11-01', 'INVALID_RANGE', 'La fecha desde tiene que ser anterior o igual a la fecha hasta.'],
    ['tipo=ingresos&desde=2010-01-01&hasta=2026-01-02', 'RANGE_TOO_LONG', 'El rango no puede superar los 3653 días.'],
  ])('rejects %s with a Spanish 400 %s', async (query, code, detail) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, detail });
  });
});
