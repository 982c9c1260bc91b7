import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import { processBatch } from '../../projections/runner/process-batch';
import { inlineProjectors } from '../../services/features';
import { pushReactor } from '../../services/notifications/push.reactor';
import { sendDueReminders } from '../../services/reminders/reminders.job';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { startEmailWorker } from '../../services/email/email-worker';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };
const must = (res: { statusCode: number; body: string }) => {
  if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
};
// TEST_NOW is Monday 16 November 2026, 12:00 in Buenos Aires: today's 18:30 class is six and a half hours away.
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';
const NEXT_MONDAY = '2026-11-23';

/** Reminders the reminders job appends when their time comes on the clock, once each, and the notices they queue. */
describe('reminders', () => {
  let t: TestApp;
  let admin: Person;
  let ana: Person;
  let beto: Person;
  let slots: number[];
  let push: PushReceiver;
  let smtp: TestSmtp;
  let caro: Person & { email: string };
  let dani: Person;
  const db = () => t.db.handle.db;
  const run = () => sendDueReminders({ db: db(), clock: t.clock, studioTz: t.config.studioTz });
  const reactor = () => pushReactor({ studioTz: t.config.studioTz, now: () => t.clock.now() });
  const react = async () => {
    await sequencePending(db());
    await ensureCheckpoint(db(), reactor().name);
    for (let r = await processBatch(db(), reactor(), 500); r.kind === 'advanced' && r.more; r = await processBatch(db(), reactor(), 500));
  };
  const events = (type: string) => db().selectFrom('es_events').select('data').where('event_type', '=', type).execute();
  const pushes = (kind: string) => db().selectFrom('push_outbox').select(['user_id', 'payload']).where('kind', '=', kind).orderBy('id').execute();
  const book = (who: Person, slotId: number, fecha: string) => t.as(who.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: slotId, fecha } });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', SMTP_URL: smtp.url, MAIL_FROM: 'hola@estudio.example.com', PUBLIC_ORIGIN: 'https://estudio.example.com' } });
    admin = await t.signUp({ firstName: 'Dueña' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Lunes', hora: '18:30', cupo_maximo: 5 }, { dia_semana: 'Martes', hora: '08:00', cupo_maximo: 5 }, { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 5 }]);
    slots = studio.slotIds;
    push = await startPushReceiver();
    ana = await t.signUp({ firstName: 'Ana' });
    beto = await t.signUp({ firstName: 'Beto' });
    const pkg = studio.packageId;
    for (const who of [ana, beto]) {
      await giveCredits(t, who.userId, pkg, 5, '2026-11-20');
      must(await t.as(who.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: push.device().subscription } }));
    }
    for (const who of [ana, beto]) must(await book(who, slots[0]!, MONDAY));
    must(await book(ana, slots[1]!, TUESDAY));
    must(await book(ana, slots[2]!, WEDNESDAY));
    // Next Monday: Caro has no device (her notices go by email), Dani turned class reminders off.
    caro = { ...(await t.signUp({ firstName: 'Caro', email: 'caro@example.com' })), email: 'caro@example.com' };
    dani = await t.signUp({ firstName: 'Dani' });
    for (const who of [caro, dani]) {
      await giveCredits(t, who.userId, pkg, 5);
      must(await book(who, slots[0]!, NEXT_MONDAY));
    }
    must(await t.as(dani.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: push.device().subscription } }));
    must(await t.as(dani.token, { method: 'POST', url: '/api/notifications/channels', payload: { notice: 'class-reminders', push: false, email: false } }));
  });
  afterAll(async () => {
    await push?.close();
    await t?.close();
    await smtp?.close();
  });

  it('reminds each member still booked once, three hours before the class, and queues her notice', async () => {
    const betoBooking = (await t.as(beto.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: {} })).json()[0].id as number;
    expect((await t.as(beto.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: betoBooking } })).statusCode).toBe(200);
    expect(await run()).toMatchObject({ classes: 0 }); // 12:00: not yet
    t.clock.set(`${MONDAY}T15:31:00-03:00`);
    expect(await run()).toMatchObject({ classes: 1 });
    expect(await run()).toMatchObject({ classes: 0 });
    expect(await events('ClassReminderSent')).toEqual([{ data: { userId: ana.userId, slotId: slots[0], fecha: MONDAY, hora: '18:30', discipline: 'Funcional' } }]);
    await react();
    expect(await pushes('ClassReminderSent')).toEqual([
      { user_id: ana.userId, payload: expect.objectContaining({ title: 'Recordatorio de clase', body: 'Hoy a las 18:30: Funcional. Si no puedes ir, cancela desde Mis Turnos.', url: '/turnos' }) },
    ]);
  });

  it('tells a member her package ends in three days, once per end day', async () => {
    t.clock.set(`${MONDAY}T23:59:00-03:00`);
    expect(await run()).toEqual({ classes: 0, packages: 0 }); // ends on the 20th: four days away
    t.clock.set(`${TUESDAY}T00:10:00-03:00`);
    expect(await run()).toEqual({ classes: 0, packages: 2 }); // Ana's and Beto's; Caro's and Dani's end on December 1st
    expect(await run()).toEqual({ classes: 0, packages: 0 });
    await react();
    const notices = await pushes('PackageExpiryReminderSent');
    expect(notices.map((n) => n.user_id).sort()).toEqual([ana.userId, beto.userId].sort());
    expect(notices.find((n) => n.user_id === beto.userId)!.payload).toMatchObject({
      title: 'Tu paquete está por vencer',
      body: 'Tu paquete vence el viernes 20 de noviembre. Te quedan 5 créditos: reserva tus clases antes.',
      url: '/paquetes',
    });
  });

  it('sends none for a cancelled class, follows the studio setting (0: off) and names tomorrow', async () => {
    const put = (horas: number) => t.as(admin.token, { method: 'PUT', url: '/api/recordatorios/settings', payload: { horas_antes_clase: horas } });
    expect((await put(49)).json()).toMatchObject({ code: 'INVALID_REMINDER_HOURS' });
    // Tuesday's 08:00 class is cancelled by the studio before its reminder comes: no reminder at all.
    expect((await t.as(admin.token, { method: 'POST', url: '/api/horarios/cancelOccurrence', payload: { horario_id: slots[1], fecha: TUESDAY, motivo: 'Feriado' } })).statusCode).toBe(200);
    t.clock.set(`${TUESDAY}T07:00:00-03:00`);
    expect(await run()).toMatchObject({ classes: 0 });
    // Wednesday's 19:00 class is within a day of Tuesday 19:05: nothing while reminders are off, one once set to 24 hours.
    t.clock.set(`${TUESDAY}T19:05:00-03:00`);
    expect((await put(0)).json()).toEqual({ horas_antes_clase: 0 });
    expect(await run()).toMatchObject({ classes: 0 });
    expect((await put(24)).json()).toEqual({ horas_antes_clase: 24 });
    expect(await run()).toMatchObject({ classes: 1 });
    await react();
    expect((await pushes('ClassReminderSent')).at(-1)!.payload.body).toBe('Mañana a las 19:00: Funcional. Si no puedes ir, cancela desde Mis Turnos.');
    expect(await events('ClassReminderSent')).toHaveLength(2);
  });

  it('emails the reminder to a member without a device, and sends none to one who turned class reminders off', async () => {
    const worker = startEmailWorker({ database: t.db.handle, config: t.config, clock: t.clock, deliverEveryMs: 100, log: { warn: (obj, msg) => console.error('[email worker]', msg, obj) } });
    try {
      t.clock.set('2026-11-22T19:00:00-03:00');
      expect(await run()).toEqual({ classes: 2, packages: 0 });
      await react();
      const mail = await smtp.waitForMail((m) => JSON.stringify(m.to).includes(caro.email) && m.subject === 'Recordatorio de clase', 5000);
      expect(mail.text).toContain('Mañana a las 18:30: Funcional. Si no puedes ir, cancela desde Mis Turnos.');
      const toDani = await db().selectFrom('email_outbox').select('id').where('user_id', '=', dani.userId).where('purpose', '<>', 'email-verification').execute();
      expect([...(await pushes('ClassReminderSent')).filter((p) => p.user_id === dani.userId), ...toDani]).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  it('reaches the same state on a replay: nothing is sent again', async () => {
    await rebuildProjections(db(), { projectors: inlineProjectors() });
    expect(await db().selectFrom('class_reminders_sent').select('user_id').execute()).toHaveLength(4);
    expect(await run()).toEqual({ classes: 0, packages: 0 });
  });
});
