import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthFileStream } from '../../events/catalog/health.events';
import { memberStream, occurrenceStream } from '../../events/streams';
import { readStream } from '../../events/store/read';
import { remindDueStatements } from '../../services/health/health-reminders.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { notificationKinds } from '../../services/notifications/notification-kinds';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { healthStatementBody } from '../support/health-statement';
import { raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires (TEST_NOW); the class is Wednesday 18 at 18:00.
const WEDNESDAY = '2026-11-18';

describe('health and consent: terms, the sworn statement, and warn or block', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let slotId: number;
  let packageId: number;
  let disciplinaId: number;

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const fileEvents = async (userId: string) => (await readStream(t.db.handle.db, healthFileStream(userId).streamId)).events.map((e) => e.type);
  const setMode = async (modo: string, more: object = {}) => {
    const res = await call(admin.token, 'PUT', '/api/salud/settings', { modo, certificado_siempre: false, vigencia_dias: 365, ...more });
    expect(res.statusCode).toBe(200);
  };
  const member = async (firstName: string) => {
    const m = await t.signUp({ firstName });
    await giveCredits(t, m.userId, packageId, 8, '2027-12-01');
    return m;
  };
  const book = (token: string) => call(token, 'POST', '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    const made = await call(admin.token, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    [slotId, packageId, disciplinaId] = [studio.slotIds[0]!, studio.packageId, studio.disciplinaId];
  });
  afterAll(() => t.close());

  it('versions the terms on each save and asks for them at sign-up and again after a change', async () => {
    expect((await call(undefined, 'GET', '/api/salud/terminos')).json()).toEqual({ version: null });
    const ana = await t.signUp({ firstName: 'Ana' });
    expect((await call(ana.token, 'GET', '/api/salud/estado')).json().terminos).toBeNull();
    expect(problem(await call(ana.token, 'PUT', '/api/salud/terminos', { terminos: 'x', deslinde: '' }))).toEqual([403, 'ADMIN_ONLY']);
    expect(problem(await call(admin.token, 'PUT', '/api/salud/terminos', { terminos: ' ', deslinde: '' }))).toEqual([400, 'TERMS_EMPTY']);

    const v1 = await call(admin.token, 'PUT', '/api/salud/terminos', { terminos: 'Respeta los horarios.', deslinde: 'Entreno bajo mi responsabilidad.' });
    expect(v1.json()).toMatchObject({ version: 1, terminos: 'Respeta los horarios.', deslinde: 'Entreno bajo mi responsabilidad.' });
    expect((await call(admin.token, 'PUT', '/api/salud/terminos', { terminos: 'Respeta los horarios.', deslinde: 'Entreno bajo mi responsabilidad.' })).json().version).toBe(1);
    expect((await call(undefined, 'GET', '/api/salud/terminos')).json()).toMatchObject({ version: 1, terminos: 'Respeta los horarios.' });

    // Sign-up: the form's checkbox accepts the version she was shown.
    const bea = await t.signUp({ firstName: 'Bea' });
    expect((await call(bea.token, 'GET', '/api/salud/estado')).json().terminos).toEqual({ version: 1, pendiente: true });
    expect((await call(bea.token, 'POST', '/api/salud/terminos/aceptar', { version: 1 })).statusCode).toBe(200);
    expect((await call(bea.token, 'GET', '/api/salud/estado')).json().terminos).toEqual({ version: 1, pendiente: false });

    // A change: her next visit asks again, and the old version is refused with nothing appended.
    expect((await call(admin.token, 'PUT', '/api/salud/terminos', { terminos: 'Respeta los horarios y avisa si faltas.', deslinde: 'Entreno bajo mi responsabilidad.' })).json().version).toBe(2);
    expect((await call(bea.token, 'GET', '/api/salud/estado')).json().terminos).toEqual({ version: 2, pendiente: true });
    const old = await call(bea.token, 'POST', '/api/salud/terminos/aceptar', { version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'TERMS_VERSION_OUTDATED', detail: 'Los términos cambiaron mientras los leías: lee la versión nueva y acéptala.' });
    expect(await fileEvents(bea.userId)).toEqual(['TermsAccepted']);
    expect((await call(bea.token, 'POST', '/api/salud/terminos/aceptar', { version: 2 })).json()).toMatchObject({ version: 2, aceptado: '2026-11-16T15:00:00.000Z' });

    // Staff see who accepted which version on her card; another member does not.
    const file = (await call(admin.token, 'POST', '/api/salud/getFicha', { clerkUserId: bea.userId })).json();
    expect(file.aceptaciones.map((a: { version: number }) => a.version)).toEqual([1, 2]);
    expect(problem(await call(ana.token, 'POST', '/api/salud/getFicha', { clerkUserId: bea.userId }))).toEqual([403, 'NOT_YOUR_DATA']);
  });

  it('refuses an incomplete statement in Spanish with nothing appended, and keeps a complete one with its certificate', async () => {
    const carla = await member('Carla');
    const send = (body: object) => call(carla.token, 'POST', '/api/salud/declaracion', body);
    const missing = await send(healthStatementBody({ respuestas: [] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'HEALTH_ANSWERS_MISSING', detail: 'Responde todas las preguntas de la declaración de salud.' });
    const declared = healthStatementBody({ respuestas: healthStatementBody().respuestas.map((r, i) => ({ ...r, si: i === 0 })), condicion: 'Hipertensión controlada' });
    expect(problem(await send(declared))).toEqual([400, 'HEALTH_CERTIFICATE_REQUIRED']);
    expect(problem(await send(healthStatementBody({ formulario: 'menor', respuestas: healthStatementBody().respuestas.filter((r) => r.id !== 'embarazo') })))).toEqual([400, 'HEALTH_GUARDIAN_REQUIRED']);
    expect(problem(await send({ ...declared, certificado: { fileData: Buffer.from('no es un certificado').toString('base64') } }))).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    expect(await fileEvents(carla.userId)).toEqual([]);

    const png = await raster('png');
    const saved = await send({ ...declared, certificado: { fileData: png.toString('base64'), fileName: 'apto.png' } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ estado: 'vigente', declaracion: { numero: 1, condicion: 'Hipertensión controlada', firmada: '2026-11-16', vence: '2027-11-16' } });
    const url = saved.json().declaracion.certificado_url as string;
    const own = await call(carla.token, 'GET', url);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await call(admin.token, 'GET', url)).statusCode).toBe(200);
    const other = await t.signUp({ firstName: 'Dora' });
    expect(problem(await call(other.token, 'GET', url))).toEqual([403, 'NOT_YOUR_DATA']);
    expect(problem(await call(coach.token, 'POST', '/api/salud/getFicha', { clerkUserId: carla.userId }))).toEqual([403, 'NOT_YOUR_DATA']);

    // A minor's statement is signed by her guardian.
    const minor = await send(healthStatementBody({ formulario: 'menor', respuestas: healthStatementBody().respuestas.filter((r) => r.id !== 'embarazo'), tutor: { nombre: 'Luis Pérez', dni: '30.123.456' } }));
    expect(minor.json().declaracion).toMatchObject({ numero: 2, formulario: 'menor', tutor: { nombre: 'Luis Pérez', dni: '30123456' } });
  });

  it('keeps her health sealed in the log, and leaves nothing of it readable once her account is deleted', async () => {
    const elena = await member('Elena');
    const secret = { condicion: 'Arritmia en tratamiento', contacto: 'Rosa Quiroga Emergencia', tutor: 'Ignacio Tutorvaldez', dni: '31987654' };
    const answers = healthStatementBody({ formulario: 'menor' }).respuestas.filter((r) => r.id !== 'embarazo').map((r, i) => ({ ...r, si: i === 0 }));
    const png = await raster('png');
    const saved = await call(elena.token, 'POST', '/api/salud/declaracion', healthStatementBody({
      formulario: 'menor', respuestas: answers, condicion: secret.condicion, contacto_emergencia: { nombre: secret.contacto, telefono: '11 4444-9876' },
      tutor: { nombre: secret.tutor, dni: secret.dni }, certificado: { fileData: png.toString('base64'), fileName: 'apto.png' },
    }));
    expect(saved.json().declaracion).toMatchObject({ condicion: secret.condicion, tutor: { nombre: secret.tutor, dni: secret.dni }, contacto_emergencia: { nombre: secret.contacto } });
    const rows = async () => (await t.db.handle.db.selectFrom('es_events').select(['data', 'schema_version']).where('stream_id', '=', healthFileStream(elena.userId).streamId).execute());
    const [stored] = await rows();
    const certificate = String(t.app.deps.files.localPath((stored!.data as { certificate: { key: string } }).certificate.key));
    expect(existsSync(certificate)).toBe(true);
    // Sealed from the start: the log never holds her answers, condition, emergency contact or guardian in clear.
    const clear = (data: unknown) => Object.values(secret).filter((word) => JSON.stringify(data).includes(word));
    expect(stored!.schema_version).toBe(2);
    expect(clear(stored!.data)).toEqual([]);
    expect(JSON.stringify(stored!.data)).not.toContain('"answers"');

    expect((await call(elena.token, 'POST', '/api/auth/delete-account', { confirmacion: 'Eliminar cuenta' })).statusCode).toBe(204);
    const everything = await t.db.handle.db.selectFrom('es_events').select('data').execute();
    expect(everything.flatMap((e) => clear(e.data))).toEqual([]);
    const left = await t.db.handle.db.selectFrom('health_statements').select('user_id').where('user_id', '=', elena.userId).execute();
    expect([left, await t.db.handle.db.selectFrom('terms_acceptances').select('user_id').where('user_id', '=', elena.userId).execute()]).toEqual([[], []]);
    expect(existsSync(certificate)).toBe(false);
  });

  it('warns (books anyway) or blocks at booking and check-in, and flags the member on the class console', async () => {
    await setMode('avisar');
    const eva = await member('Eva');
    expect((await call(eva.token, 'GET', '/api/salud/estado')).json()).toMatchObject({ modo: 'avisar', declaracion: { estado: 'falta', vence: null } });
    expect((await book(eva.token)).statusCode).toBe(200);

    await setMode('bloquear');
    const flor = await member('Flor');
    const refused = await book(flor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'HEALTH_STATEMENT_REQUIRED', detail: 'Para reservar necesitas tu declaración jurada de salud vigente: complétala y vuelve a intentarlo.' });

    const consoleOf = async (token: string) => (await call(token, 'POST', '/api/salud/clase', { horario_id: slotId, fecha: WEDNESDAY })).json();
    const seen = await consoleOf(coach.token);
    expect(seen.pide_declaracion).toBe(true);
    expect(seen.socios.find((s: { clerk_user_id: string }) => s.clerk_user_id === eva.userId)).toEqual({ clerk_user_id: eva.userId, declaracion_vigente: false, contacto_emergencia: null });
    expect(problem(await call(eva.token, 'POST', '/api/salud/clase', { horario_id: slotId, fecha: WEDNESDAY }))).toEqual([403, 'STAFF_ONLY']);

    t.clock.set('2026-11-18T17:30:00-03:00');
    const evaBooking = (await call(admin.token, 'POST', '/api/clases/getClasesDelDia', { fecha: WEDNESDAY })).json().clases[0].reservas.find((r: { clerk_user_id: string }) => r.clerk_user_id === eva.userId);
    const checkIn = () => call(coach.token, 'POST', '/api/reservas/checkIn', { id: evaBooking.id });
    expect(problem(await checkIn())).toEqual([409, 'MEMBER_HEALTH_STATEMENT_REQUIRED']);

    expect((await call(eva.token, 'POST', '/api/salud/declaracion', healthStatementBody())).statusCode).toBe(201);
    expect((await checkIn()).statusCode).toBe(200);
    expect((await consoleOf(coach.token)).socios.find((s: { clerk_user_id: string }) => s.clerk_user_id === eva.userId)).toEqual({
      clerk_user_id: eva.userId, declaracion_vigente: true, contacto_emergencia: { nombre: 'Marta López', telefono: '11 5555-1234' },
    });
    t.clock.set('2026-11-16T12:00:00-03:00');
    await setMode('no_pedir');
  });

  it('holds the block on a waitlist promotion, a turno fijo\'s week and a staff booking; "avisar" only warns staff', async () => {
    const THURSDAY = '2026-11-19';
    const added = await call(admin.token, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 1, disciplina_id: disciplinaId });
    const small = added.json().id as number;
    const [hana, ines, juana] = [await member('Hana'), await member('Inés'), await member('Juana')];
    for (const m of [hana, juana]) expect((await call(m.token, 'POST', '/api/salud/declaracion', healthStatementBody())).statusCode).toBe(201);
    const held = await call(hana.token, 'POST', '/api/reservas/addReserva', { fecha: THURSDAY, horario_id: small });
    // While the studio asks nothing, Inés waits first in line; then it blocks, and the place goes past her.
    for (const m of [ines, juana]) expect((await call(m.token, 'POST', '/api/reservas/joinWaitlist', { fecha: THURSDAY, horario_id: small })).statusCode).toBe(200);
    await setMode('bloquear');
    // Joining is refused as booking is (her own line stays until a place frees).
    expect(problem(await call(ines.token, 'POST', '/api/reservas/joinWaitlist', { fecha: THURSDAY, horario_id: small }))).toEqual([409, 'HEALTH_STATEMENT_REQUIRED']);
    expect((await call(hana.token, 'DELETE', '/api/reservas/deleteReserva', { id: held.json().id })).statusCode).toBe(200);
    const occurrence = (await readStream(t.db.handle.db, occurrenceStream(small, THURSDAY).streamId)).events;
    expect(occurrence.filter((e) => e.type.startsWith('Waitlist') && e.type !== 'WaitlistJoined').map((e) => [e.type, e.data.userId, e.data.reason])).toEqual([
      ['WaitlistSkipped', ines.userId, 'HEALTH_STATEMENT_REQUIRED'],
      ['WaitlistPromoted', juana.userId, undefined],
    ]);
    const skipped = occurrence.find((e) => e.type === 'WaitlistSkipped')!;
    expect(await notificationKinds.WaitlistSkipped!(skipped, { studioTz: t.config.studioTz } as never)).toMatchObject({ url: '/salud', body: expect.stringContaining('no tenías la declaración jurada de salud vigente') });

    // Her turno fijo: each open week (up to the agenda's horizon) is skipped with the reason, nothing booked.
    const standing = await call(ines.token, 'POST', '/api/reservas/turnoFijo', { horario_id: slotId });
    expect(standing.json().reservadas).toEqual([]);
    const weeks = (await readStream(t.db.handle.db, memberStream(ines.userId).streamId)).events.filter((e) => e.type === 'StandingBookingSkipped');
    expect(weeks.map((e) => [e.data.fecha, e.data.reason])).toEqual([[WEDNESDAY, 'HEALTH_STATEMENT_REQUIRED'], ['2026-11-25', 'HEALTH_STATEMENT_REQUIRED']]);

    // Staff booking her from the console: refused with her own booking's code while the studio blocks, booked when it only warns.
    const anotar = () => call(coach.token, 'POST', '/api/clases/anotarSocio', { horario_id: slotId, fecha: WEDNESDAY, clerk_user_id: ines.userId, sin_reserva: false, descontar_credito: false, motivo: 'Pidió por WhatsApp' });
    const refused = await anotar();
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'HEALTH_STATEMENT_REQUIRED']);
    await setMode('avisar');
    expect((await anotar()).statusCode).toBe(200);
    await setMode('no_pedir');
  });

  it('refuses a validity out of range and lets only admins change the settings', async () => {
    const bad = await call(admin.token, 'PUT', '/api/salud/settings', { modo: 'avisar', certificado_siempre: false, vigencia_dias: 0 });
    expect(bad.json()).toMatchObject({ code: 'INVALID_HEALTH_VALIDITY', detail: 'La vigencia de la declaración tiene que ser de 1 a 730 días.' });
    expect(problem(await call(coach.token, 'GET', '/api/salud/settings'))).toEqual([403, 'ADMIN_ONLY']);
    expect((await call(admin.token, 'GET', '/api/salud/settings')).json()).toEqual({ modo: 'no_pedir', certificado_siempre: false, vigencia_dias: 365 });
  });

  it('expires a statement after the studio\'s validity and reminds 30 and 7 days before, on the clock', async () => {
    const gala = await member('Gala');
    await setMode('bloquear', { vigencia_dias: 40 });
    expect((await call(gala.token, 'POST', '/api/salud/declaracion', healthStatementBody())).json().declaracion.vence).toBe('2026-12-26');
    const reminders = async (at: string) => {
      t.clock.set(at);
      return remindDueStatements({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    };
    expect(await reminders('2026-11-25T09:00:00-03:00')).toBe(0);
    expect(await reminders('2026-11-26T09:00:00-03:00')).toBe(1);
    expect(await reminders('2026-11-27T09:00:00-03:00')).toBe(0);
    expect(await reminders('2026-12-19T09:00:00-03:00')).toBe(1);
    expect(await reminders('2026-12-20T09:00:00-03:00')).toBe(0);
    const events = (await readStream(t.db.handle.db, healthFileStream(gala.userId).streamId)).events.filter((e) => e.type === 'HealthStatementReminderDue');
    expect(events.map((e) => e.data.daysBefore)).toEqual([30, 7]);
    const notice = await notificationKinds.HealthStatementReminderDue!(events[1]!, { studioTz: t.config.studioTz } as never);
    expect(notice).toMatchObject({ recipients: { kind: 'users', userIds: [gala.userId] }, title: 'Tu declaración de salud vence pronto', url: '/salud' });
    expect(notice!.body).toContain('vence el sábado 26 de diciembre');

    // A month on, her session of the first day has lapsed: she signs in again.
    const signedIn = async () => (await createSession(t.db.handle.db, gala.userId, t.clock.now(), 1)).token;
    expect((await call(await signedIn(), 'GET', '/api/salud/estado')).json().declaracion).toEqual({ estado: 'vence_pronto', vence: '2026-12-26' });
    t.clock.set('2026-12-26T09:00:00-03:00');
    const token = await signedIn();
    expect((await call(token, 'GET', '/api/salud/estado')).json().declaracion).toEqual({ estado: 'vencida', vence: '2026-12-26' });
    const late = await call(token, 'POST', '/api/reservas/addReserva', { fecha: '2026-12-30', horario_id: slotId });
    expect(problem(late)).toEqual([409, 'HEALTH_STATEMENT_REQUIRED']);
  });
});
