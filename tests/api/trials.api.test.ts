import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../contract/errors';
import { sequencePending } from '../../events/store/sequencer';
import { headPosition, readAll } from '../../events/store/read';
import { emailReactor } from '../../services/email/email.reactor';
import { LEAD_MAIL_TYPES } from '../../services/email/lead-email';
import { convertLead } from '../../services/trials/trials.commands';
import { giveCredits, startStudioApp } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon (TEST_NOW). Tuesday 17th 18:00 has two places, Monday 16th 08:00 is already past.
const TUESDAY = '2026-11-17';

describe('the public schedule and trial classes', () => {
  let t: TestApp;
  let admin: string;
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];
  let tuesday: number;
  let past: number;

  beforeAll(async () => {
    const started = await startStudioApp([
      { dia_semana: 'Martes', hora: '18:00', cupo_maximo: 2 },
      { dia_semana: 'Lunes', hora: '08:00', cupo_maximo: 5 },
      { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 1 },
    ]);
    ({ t, studio } = started);
    admin = started.admin.token;
    [tuesday, past] = studio.slotIds as [number, number];
  }, 60_000);
  afterAll(() => t?.close());

  const publicSchedule = () => t.as(undefined, { method: 'GET', url: '/api/publico/horario' });
  const bookTrial = (body: Record<string, unknown>) => t.as(undefined, { method: 'POST', url: '/api/publico/clasePrueba', payload: { horario_id: tuesday, fecha: TUESDAY, ...body } });
  const placesLeft = async (slotId: number, fecha: string) => (await publicSchedule()).json().clases.find((c: { horario_id: number; fecha: string }) => c.horario_id === slotId && c.fecha === fecha)?.cupo_disponible;
  const eventCount = async () => {
    await sequencePending(t.db.handle.db);
    return Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  };

  it('shows the week without a session and names nobody who booked', async () => {
    const member = await t.signUp({ firstName: 'Brenda', lastName: 'Secreta', email: 'brenda@example.com' });
    await giveCredits(t, member.userId, studio.packageId, 4);
    const booked = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: tuesday, fecha: TUESDAY } });
    expect(booked.statusCode).toBe(200);

    const res = await publicSchedule();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ estudio: t.config.studioName, prueba_confirmacion: 'automatica' });
    expect(body.clases.find((c: { horario_id: number; fecha: string }) => c.horario_id === tuesday && c.fecha === TUESDAY)).toMatchObject({ disciplina: 'Funcional', hora: '18:00', cupo_maximo: 2, cupo_disponible: 1, cancelada: null });
    expect(res.body).not.toMatch(/Brenda|Secreta|brenda@|user_/);
  });

  it('books a trial that takes the last place, shows her on the console and refuses a second one by the same person', async () => {
    const before = await eventCount();
    const res = await bookTrial({ nombre: '  Lucía   Gómez ', email: 'Lucia@Example.com', telefono: '11 5555-1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmada: true });
    expect(await eventCount()).toBe(before + 2);
    expect(await placesLeft(tuesday, TUESDAY)).toBe(0);

    const console = await t.as(admin, { method: 'POST', url: '/api/clases/getClasesDelDia', payload: { fecha: TUESDAY } });
    const clase = console.json().clases.find((c: { horario_id: number }) => c.horario_id === tuesday);
    expect(clase.pruebas).toEqual([{ id: res.json().id, nombre: 'Lucía Gómez', telefono: '+5491155551234', email: 'lucia@example.com', estado: 'confirmada', asistio: false }]);

    for (const again of [{ email: 'lucia@example.com' }, { telefono: '+54 9 11 5555 1234' }]) {
      const second = await bookTrial({ horario_id: studio.slotIds[2], fecha: '2026-11-18', nombre: 'Lucía', ...again });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'TRIAL_ALREADY_TAKEN' });
    }
  });

  it('a member cannot book the place a trial took', async () => {
    const member = await t.signUp();
    await giveCredits(t, member.userId, studio.packageId, 4);
    const res = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: tuesday, fecha: TUESDAY } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_FULL' });
  });

  it.each([
    ['a full class', { nombre: 'Ana', email: 'ana@example.com' }, 409, 'SLOT_FULL'],
    ['a past class', { horario_id: 0, fecha: '2026-11-16', nombre: 'Ana', email: 'ana@example.com' }, 409, 'CLASS_STARTED'],
    ['no name', { nombre: '   ', email: 'ana@example.com' }, 400, 'TRIAL_NAME_REQUIRED'],
    ['no contact', { nombre: 'Ana' }, 400, 'TRIAL_CONTACT_REQUIRED'],
    ['a malformed email', { nombre: 'Ana', email: 'ana@' }, 400, 'INVALID_EMAIL'],
    ['a number that is no Argentine mobile', { nombre: 'Ana', telefono: '4555-1234' }, 400, 'INVALID_PHONE'],
    ['a member’s email', { nombre: 'Brenda', email: 'BRENDA@example.com' }, 409, 'TRIAL_ALREADY_MEMBER'],
  ])('refuses %s in Spanish and appends nothing', async (_what, body, status, code) => {
    const before = await eventCount();
    const res = await bookTrial({ ...body, ...('horario_id' in body ? { horario_id: past } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().detail).toBe(errorCatalogue[code as keyof typeof errorCatalogue].detail);
    expect(await eventCount()).toBe(before);
  });

  it('waits for the studio when the owner says so, and staff confirm, cancel and check in from the console', async () => {
    const set = await t.as(admin, { method: 'PUT', url: '/api/pruebas/ajustes', payload: { confirmacion_automatica: false } });
    expect(set.json()).toEqual({ confirmacion_automatica: false });
    expect((await publicSchedule()).json().prueba_confirmacion).toBe('estudio');
    const wed = studio.slotIds[2]!;
    const res = await bookTrial({ horario_id: wed, fecha: '2026-11-18', nombre: 'Carla', telefono: '011 15 4444 3333' });
    expect(res.json()).toMatchObject({ confirmada: false });
    const id = res.json().id as string;
    const staff = (url: string) => t.as(admin, { method: 'POST', url, payload: { id } });
    expect((await staff('/api/clases/pruebas/checkIn')).json()).toMatchObject({ code: 'CHECK_IN_NOT_OPEN' });
    expect((await staff('/api/clases/pruebas/confirmar')).statusCode).toBe(200);
    expect((await staff('/api/clases/pruebas/confirmar')).json()).toMatchObject({ code: 'TRIAL_ALREADY_CONFIRMED' });
    // The trial holds the only place: a member waits, and gets it when the studio cancels the trial.
    const waiting = await t.signUp();
    await giveCredits(t, waiting.userId, studio.packageId, 4);
    expect((await t.as(waiting.token, { method: 'POST', url: '/api/reservas/joinWaitlist', payload: { horario_id: wed, fecha: '2026-11-18' } })).statusCode).toBe(200);
    expect((await staff('/api/clases/pruebas/cancelar')).statusCode).toBe(200);
    const promoted = await t.db.handle.db.selectFrom('bookings').select('user_id').where('slot_id', '=', wed).where('fecha', '=', '2026-11-18').where('active', '=', true).execute();
    expect(promoted).toEqual([{ user_id: waiting.userId }]);
    expect(await placesLeft(wed, '2026-11-18')).toBe(0);
    expect((await staff('/api/clases/pruebas/cancelar')).json()).toMatchObject({ code: 'TRIAL_NOT_FOUND' });
    await t.as(admin, { method: 'PUT', url: '/api/pruebas/ajustes', payload: { confirmacion_automatica: true } });
  });

  it('lists leads for the owner only and converts one into a member who shows as such', async () => {
    const member = await t.signUp();
    expect((await t.as(member.token, { method: 'GET', url: '/api/interesados' })).statusCode).toBe(403);
    const leads = (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json();
    const lucia = leads.find((l: { nombre: string }) => l.nombre === 'Lucía Gómez');
    expect(lucia).toMatchObject({ email: 'lucia@example.com', telefono: '+5491155551234', etapa: 'prueba', socia: null, prueba: { fecha: TUESDAY, hora: '18:00', disciplina: 'Funcional', estado: 'confirmada' } });

    const carla = leads.find((l: { nombre: string }) => l.nombre === 'Carla');
    expect((await t.as(admin, { method: 'POST', url: '/api/interesados/convertir', payload: { id: carla.id } })).json()).toMatchObject({ code: 'LEAD_EMAIL_REQUIRED' });

    const converted = await t.as(admin, { method: 'POST', url: '/api/interesados/convertir', payload: { id: lucia.id } });
    expect(converted.statusCode).toBe(200);
    const userId = converted.json().clerk_user_id as string;
    const user = await t.as(admin, { method: 'POST', url: '/api/user/getUserData', payload: { clerkUserId: userId } });
    expect(user.json()).toMatchObject({ first_name: 'Lucía', last_name: 'Gómez', email: 'lucia@example.com', role: 'member' });
    const phones = await t.as(admin, { method: 'POST', url: '/api/user/telefonos', payload: { clerkUserIds: [userId] } });
    expect(phones.json()).toEqual([{ clerkUserId: userId, telefono: '+5491155551234' }]);
    const after = (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json().find((l: { id: string }) => l.id === lucia.id);
    expect(after).toMatchObject({ etapa: 'socia', socia: { clerk_user_id: userId } });
    expect((await t.as(admin, { method: 'POST', url: '/api/interesados/convertir', payload: { id: lucia.id } })).json()).toMatchObject({ code: 'LEAD_ALREADY_MEMBER' });
  });

  it('links a lead who signs up by herself with the same email', async () => {
    const trial = await bookTrial({ horario_id: studio.slotIds[2], fecha: '2026-11-25', nombre: 'Dana', email: 'dana@example.com' });
    expect(trial.statusCode).toBe(200);
    const dana = await t.signUp({ email: 'dana@example.com', firstName: 'Dana' });
    const lead = (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json().find((l: { nombre: string }) => l.nombre === 'Dana');
    expect(lead).toMatchObject({ etapa: 'socia', socia: { clerk_user_id: dana.userId } });

    // Where accounts are Clerk's, the studio cannot open one: she signs up herself and is linked as Dana was.
    const eva = await bookTrial({ fecha: '2026-11-24', nombre: 'Eva', email: 'eva@example.com' });
    expect(eva.statusCode).toBe(200);
    const evaLead = (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json().find((l: { nombre: string }) => l.nombre === 'Eva');
    await expect(convertLead(t.db.handle.db, { now: t.clock.now() }, { leadId: evaLead.id, clock: t.clock, openAccounts: false })).rejects.toMatchObject({ code: 'LEAD_SIGNS_UP_HERSELF' });
  });

  it('seals a lead\'s contact in the log and forgets her at her request: nothing of her stays readable', async () => {
    const trial = await bookTrial({ fecha: '2026-11-24', nombre: 'Fabiana Olvidable', email: 'fabiana.olvido@example.com', telefono: '11 5555 7777' });
    expect(trial.statusCode).toBe(200);
    const listed = async () => (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json() as { id: string; nombre: string; telefono: string | null }[];
    const fabiana = (await listed()).find((l) => l.nombre === 'Fabiana Olvidable')!;
    const words = ['Fabiana', 'Olvidable', 'fabiana.olvido', fabiana.telefono!.slice(1)];
    const inClear = async () => (await t.db.handle.db.selectFrom('es_events').select('data').execute()).flatMap((e) => words.filter((w) => JSON.stringify(e.data).includes(w)));
    expect(await inClear()).toEqual([]);

    const forget = (token: string | undefined, id: string) => t.as(token, { method: 'POST', url: '/api/interesados/olvidar', payload: { id } });
    expect((await forget((await t.signUp()).token, fabiana.id)).statusCode).toBe(403);
    expect((await forget(admin, 'nadie')).json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
    expect((await forget(admin, fabiana.id)).statusCode).toBe(200);
    expect((await listed()).map((l) => l.id)).not.toContain(fabiana.id);
    const key = await t.db.handle.db.selectFrom('personal_data_keys' as never).select('user_id' as never).where('user_id' as never, '=', `lead:${fabiana.id}` as never).execute();
    expect([key, await inClear()]).toEqual([[], []]);
    expect((await forget(admin, fabiana.id)).json()).toMatchObject({ code: 'LEAD_NOT_FOUND' });
  });

  it('carries trials along when the studio moves or cancels their class, and emails each visitor', async () => {
    const added = await t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 3, disciplina_id: studio.disciplinaId } });
    const thu = added.json().id as number;
    await sequencePending(t.db.handle.db);
    const from = await headPosition(t.db.handle.db);
    for (const [fecha, nombre] of [['2026-11-19', 'Mora Paz'], ['2026-11-26', 'Nina Ruiz']] as const) {
      expect((await bookTrial({ horario_id: thu, fecha, nombre, email: `${nombre.split(' ')[0]!.toLowerCase()}@example.com` })).statusCode).toBe(200);
    }
    const calendar = (url: string, payload: object) => t.as(admin, { method: 'POST', url: `/api/horarios/${url}`, payload });
    const moved = await calendar('moveOccurrence', { horario_id: thu, fecha: '2026-11-19', nueva_fecha: '2026-11-19', nueva_hora: '20:30', motivo: 'Cambio de sala' });
    expect(moved.statusCode).toBe(200);
    expect((await calendar('cancelOccurrence', { horario_id: thu, fecha: '2026-11-26', motivo: 'Profe enferma' })).statusCode).toBe(200);

    // Mora's trial is on the new class's roster and the owner's list shows it there, once; Nina's is cancelled.
    const day = (await t.as(admin, { method: 'POST', url: '/api/clases/getClasesDelDia', payload: { fecha: '2026-11-19' } })).json();
    const newClass = day.clases.find((c: { horario_id: number }) => c.horario_id === moved.json().id);
    expect(newClass.pruebas.map((p: { nombre: string; estado: string }) => [p.nombre, p.estado])).toEqual([['Mora Paz', 'confirmada']]);
    expect(day.clases.find((c: { horario_id: number }) => c.horario_id === thu).pruebas ?? []).toEqual([]);
    const leads = (await t.as(admin, { method: 'GET', url: '/api/interesados' })).json() as { nombre: string; prueba: { fecha: string; hora: string; estado: string } | null; etapa: string }[];
    expect(leads.filter((l) => l.nombre === 'Mora Paz').map((l) => [l.prueba, l.etapa])).toEqual([[{ fecha: '2026-11-19', hora: '20:30', disciplina: 'Funcional', estado: 'confirmada', asistio: false }, 'prueba']]);
    expect(leads.find((l) => l.nombre === 'Nina Ruiz')).toMatchObject({ prueba: { estado: 'cancelada' }, etapa: 'cancelada' });

    // The email reactor turns those events into one mail each, to the address she left.
    await sequencePending(t.db.handle.db);
    const events = await readAll(t.db.handle.db, { after: from, types: LEAD_MAIL_TYPES });
    const reactor = emailReactor({ studioTz: t.config.studioTz, studioName: 'Estudio Luz', origin: 'https://estudio.example.com', now: () => t.clock.now(), linkSecret: async () => 'x' });
    await t.db.handle.db.transaction().execute((trx) => reactor.handle(trx, events));
    const mails = await t.db.handle.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body', 'user_id', 'purpose']).where('to_address', 'in', ['mora@example.com', 'nina@example.com']).orderBy('to_address').execute();
    expect(mails.map((m) => [m.to_address, m.subject, m.purpose, m.user_id])).toEqual([
      ['mora@example.com', 'Tu clase de prueba cambió de horario', 'TrialClassBooked', null],
      ['nina@example.com', 'Tu clase de prueba se canceló', 'TrialClassCancelled', null],
    ]);
    expect(mails[0]!.text_body).toContain('Hola, Mora:');
    expect(mails[0]!.text_body).toContain('El estudio movió la clase de Funcional del jueves 19 de noviembre a las 19:00: tu clase de prueba pasó al jueves 19 de noviembre a las 20:30.');
    expect(mails[1]!.text_body).toContain('El estudio canceló la clase de Funcional del jueves 26 de noviembre a las 19:00 (Profe enferma), y con ella tu clase de prueba.');
    expect(mails[1]!.text_body).toContain('Ver horarios: https://estudio.example.com/horario');

    // Forgotten at her request, her mail goes with her.
    const nina = leads.find((l) => l.nombre === 'Nina Ruiz') as unknown as { id: string };
    expect((await t.as(admin, { method: 'POST', url: '/api/interesados/olvidar', payload: { id: nina.id } })).statusCode).toBe(200);
    expect(await t.db.handle.db.selectFrom('email_outbox').select('to_address').where('to_address', 'like', '%@example.com').where('user_id', 'is', null).execute()).toEqual([{ to_address: 'mora@example.com' }]);
  });
});

describe('framing and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_EMBED_ORIGINS: 'https://www.estudio-luz.com.ar' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('lets the studio’s site frame /horario only', async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/horario?embed=1' });
    expect(String(framed.headers['content-security-policy']).split(';')).toContain("frame-ancestors 'self' https://www.estudio-luz.com.ar");
    expect(framed.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/horarios', '/api/publico/horario', '/agenda']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']).split(';')).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('limits the public reads per address', async () => {
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await t.app.inject({ method: 'GET', url: '/api/publico/horario' })).statusCode);
    // 60 a minute: the framing test above read it once already.
    const refused = answers.indexOf(429);
    expect(refused).toBe(59);
    expect(answers.slice(0, refused).every((s) => s === 200)).toBe(true);
  });
});
