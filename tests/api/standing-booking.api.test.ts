import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import { processBatch } from '../../projections/runner/process-batch';
import { createSession } from '../../services/platform/auth/local-sessions';
import { memberStream } from '../../events/catalog/packages.events';
import { readStandingFacts } from '../../projections/booking/standing-facts.queries';
import { clearStandingBooking, joinStandingWaitlist, setStandingBooking, skipStandingWeek } from '../../services/booking/standing-booking.commands';
import { bookStandingWeeks } from '../../services/booking/standing-booking.job';
import { standingBookingDecider } from '../../services/booking/standing-booking.decider';
import { standingSlotRemovedReactor } from '../../services/booking/standing-slot-removed.reactor';
import { runCommand } from '../../services/platform/commands/run-command';
import { knownStreamsSql, type FactsCommand } from '../../services/platform/commands/command';
import type { StandingFacts } from '../../domain/booking/standing-facts';
import { pushReactor } from '../../services/notifications/push.reactor';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };
const must = (res: { statusCode: number; body: string }) => {
  if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
};

/**
 * Turnos fijos: a member's weekly class booked for them as each week's booking opens (the discipline opens
 * bookings 7 days ahead), week by week on the test clock, through the same ReserveSlot as a tap.
 */
describe('turnos fijos', () => {
  let t: TestApp;
  let push: PushReceiver;
  let admin: Person, ana: Person, caro: Person;
  let slotId: number;
  let studio: Awaited<ReturnType<typeof createStudio>>;
  const db = () => t.db.handle.db;
  const job = () => bookStandingWeeks({ db: db(), clock: t.clock, studioTz: t.config.studioTz });
  const drain = async (processor: AsyncProcessor) => {
    await sequencePending(db());
    await ensureCheckpoint(db(), processor.name);
    for (let r = await processBatch(db(), processor, 500); r.kind === 'advanced' && r.more; r = await processBatch(db(), processor, 500));
  };
  const react = () => drain(pushReactor({ studioTz: t.config.studioTz, now: () => t.clock.now() }));
  const post = (who: Person, url: string, payload: object) => t.as(who.token, { method: 'POST', url: `/api/reservas/${url}`, payload });
  const standing = (who: Person, clerkUserId?: string) =>
    t.as(who.token, { method: 'GET', url: `/api/reservas/misTurnosFijos${clerkUserId ? `?clerkUserId=${clerkUserId}` : ''}` });
  const bookingsOf = (who: Person) =>
    db().selectFrom('bookings').select(['id', 'fecha', 'active']).where('user_id', '=', who.userId).where('slot_id', '=', slotId).orderBy('fecha').execute();
  const activeDates = async (who: Person) => (await bookingsOf(who)).filter((b) => b.active).map((b) => String(b.fecha));
  const notices = async (who: Person, kind = 'StandingBookingSkipped') =>
    (await db().selectFrom('push_outbox').select('payload').where('kind', '=', kind).where('user_id', '=', who.userId).execute()).map(
      (r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as { title: string; body: string },
    );
  const member = async (name: string, credits: number) => {
    const m = await t.signUp({ firstName: name });
    await giveCredits(t, m.userId, studio.packageId, credits, '2027-01-31');
    must(await t.as(m.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: push.device().subscription } }));
    return m;
  };

  beforeAll(async () => {
    // Monday 16 November 2026, noon; the Tuesday 19:00 class takes two.
    t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
    admin = await t.signUp({ firstName: 'Dueña' });
    studio = await createStudio(t, admin.token, [{ dia_semana: 'Martes', hora: '19:00', cupo_maximo: 2 }]);
    push = await startPushReceiver();
    slotId = studio.slotIds[0]!;
    must(await t.as(admin.token, {
      method: 'PUT',
      url: '/api/disciplinas/setPoliticaReservas',
      payload: { id: studio.disciplinaId, reservas_abren_dias_antes: 7, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120 },
    }));
    ana = await member('Ana', 8);
    caro = await member('Caro', 1);
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('sets a turno fijo, books the week already open right away and lists it as the member\'s own', async () => {
    const set = () => t.as(ana.token, { method: 'POST', url: '/api/reservas/turnoFijo', payload: { horario_id: slotId }, headers: { 'idempotency-key': 'turno-fijo-ana-1' } });
    expect((await set()).json()).toEqual({ horario_id: slotId, reservadas: ['2026-11-17'] });
    expect((await set()).json()).toEqual({ horario_id: slotId, reservadas: ['2026-11-17'] }); // a retried request books nothing twice
    expect(await activeDates(ana)).toEqual(['2026-11-17']);
    // Caro sets hers while the job runs: her Tuesday 17 is booked once, by whichever comes first.
    const [caros] = await Promise.all([post(caro, 'turnoFijo', { horario_id: slotId }), job()]);
    expect(caros.json()).toEqual({ horario_id: slotId, reservadas: ['2026-11-17'] });
    expect(await activeDates(caro)).toEqual(['2026-11-17']);
    const mine = await standing(ana);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([{ horario_id: slotId, dia_semana: 'Martes', hora: '19:00', disciplina: 'Funcional', desde: '2026-11-16' }]);
  });

  it('refuses a second time, an unknown class, and removing one that is not set, in Spanish', async () => {
    const again = await post(ana, 'turnoFijo', { horario_id: slotId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STANDING_BOOKING_EXISTS', detail: 'Ya tienes esa clase como turno fijo.' });
    const unknown = await post(ana, 'turnoFijo', { horario_id: 99_999 });
    expect(unknown.json()).toMatchObject({ code: 'SLOT_NOT_FOUND' });
    const admins = await post(admin, 'quitarTurnoFijo', { horario_id: slotId });
    expect(admins.statusCode).toBe(404);
    expect(admins.json()).toMatchObject({ code: 'STANDING_BOOKING_NOT_FOUND', detail: 'Esa clase no es uno de tus turnos fijos.' });
  });

  it('shows a member\'s turnos fijos to nobody else but staff', async () => {
    const other = await standing(caro, ana.userId);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_YOUR_DATA' });
    expect((await standing(admin, ana.userId)).json()).toHaveLength(1);
  });

  it('leaves the job nothing to book twice, even two runs at once', async () => {
    expect(await Promise.all([job(), job()])).toEqual([{ booked: 0, waitlisted: 0, skipped: 0 }, { booked: 0, waitlisted: 0, skipped: 0 }]);
    expect(await activeDates(ana)).toEqual(['2026-11-17']);
    expect(await activeDates(caro)).toEqual(['2026-11-17']);
  });

  it('books the next week as the clock reaches its window; out of credits, the week is skipped with a notice', async () => {
    t.clock.set('2026-11-16T23:59:00-03:00');
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 }); // Tuesday 24 opens 7 days ahead, on Tuesday 17
    t.clock.set('2026-11-17T00:05:00-03:00');
    expect(await job()).toEqual({ booked: 1, waitlisted: 0, skipped: 1 });
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 });
    await react();
    expect(await activeDates(ana)).toEqual(['2026-11-17', '2026-11-24']);
    expect(await activeDates(caro)).toEqual(['2026-11-17']);
    expect(await notices(caro)).toEqual([
      expect.objectContaining({
        title: 'No pudimos reservar tu turno fijo',
        body: 'La clase del martes 24 de noviembre a las 19:00 no se reservó: no te quedaban créditos. Tu turno fijo sigue para las próximas semanas.',
      }),
    ]);
    expect((await standing(caro)).json()).toHaveLength(1);
  });

  it('does not book again a week the member cancelled', async () => {
    const [, week] = await bookingsOf(ana);
    must(await t.as(ana.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: week!.id } }));
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 });
    expect(await activeDates(ana)).toEqual(['2026-11-17']);
  });

  it('puts a full week on the class\'s waitlist with a notice, once however often the job runs, and a cancellation gives the member the place', async () => {
    t.clock.set('2026-11-30T00:01:00-03:00');
    const others: { who: Person; bookingId: number }[] = [];
    for (const name of ['Bea', 'Dani']) {
      const other = await member(name, 4);
      const booked = await t.as(other.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: slotId, fecha: '2026-12-01' } });
      must(booked);
      others.push({ who: other, bookingId: (booked.json() as { id: number }).id });
    }
    // Two runs at once share the work; Caro, out of credits, is skipped as before: the list would not take her either.
    const runs = await Promise.all([job(), job()]);
    expect({ waitlisted: runs[0].waitlisted + runs[1].waitlisted, skipped: runs[0].skipped + runs[1].skipped, booked: 0 }).toEqual({ booked: 0, waitlisted: 1, skipped: 1 });
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 });
    // The same week again, as a redelivery under its key or one whose key was lost: nothing new.
    const week = { userId: ana.userId, slotId, fecha: '2026-12-01', tz: t.config.studioTz };
    const again = await joinStandingWaitlist(db(), { actorId: 'system', now: t.clock.now(), idempotencyKey: `standing-wait:${ana.userId}:${slotId}:2026-12-01` }, week);
    expect(again).toMatchObject({ replayed: true, result: { waitlisted: true, posicion: 1 } });
    expect((await joinStandingWaitlist(db(), { actorId: 'system', now: t.clock.now() }, week)).events).toEqual([]);
    await react();
    await react();
    const waiting = await db().selectFrom('waitlist_entries').select(['user_id', 'state']).where('slot_id', '=', slotId).where('fecha', '=', '2026-12-01').execute();
    expect(waiting).toEqual([{ user_id: ana.userId, state: 'waiting' }]);
    const waits = await db().selectFrom('es_events').select('data').where('event_type', '=', 'StandingBookingWaitlisted').execute();
    expect(waits).toHaveLength(1);
    expect(await notices(ana)).toEqual([]);
    expect((await notices(caro)).map((n) => n.body)).toContain('La clase del martes 1 de diciembre a las 19:00 no se reservó: no te quedaban créditos. Tu turno fijo sigue para las próximas semanas.');
    expect(await notices(ana, 'StandingBookingWaitlisted')).toEqual([
      expect.objectContaining({
        title: 'Tu turno fijo está en lista de espera',
        body: 'La clase del martes 1 de diciembre a las 19:00 está completa: quedaste en la lista de espera. Si se libera un lugar, te avisamos.',
      }),
    ]);
    // Mis Turnos shows the week waiting, beside her bookings.
    const mine = (await post(ana, 'getReservasByIdUsr', { clerkUserId: ana.userId })).json() as { fecha: string; estado: string }[];
    expect(mine.filter((r) => r.fecha === '2026-12-01').map((r) => r.estado)).toEqual(['en_espera']);

    // Bea cancels: the waitlist's rules give Ana the place (before the cutoff: booked, a credit used, "Reserva confirmada").
    must(await t.as(others[0]!.who.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: others[0]!.bookingId } }));
    await react();
    expect(await activeDates(ana)).toEqual(['2026-11-17', '2026-12-01']);
    expect((await notices(ana, 'WaitlistPromoted')).map((n) => n.title)).toEqual(['Reserva confirmada']);
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 });
  });

  it('does not put back on a full week\'s list a member who left it', async () => {
    // Tuesday 8 opens at midnight: Eli and Fede fill it first, and Ana joins its list herself and leaves it.
    t.clock.set('2026-12-01T00:00:30-03:00');
    ana = { ...ana, token: (await createSession(db(), ana.userId, t.clock.now(), 1)).token }; // signed in again
    for (const who of await Promise.all(['Eli', 'Fede'].map((name) => member(name, 2)))) {
      must(await t.as(who.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: slotId, fecha: '2026-12-08' } }));
    }
    const week = { horario_id: slotId, fecha: '2026-12-08' };
    must(await post(ana, 'joinWaitlist', week));
    must(await t.as(ana.token, { method: 'DELETE', url: '/api/reservas/leaveWaitlist', payload: week }));
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 1 }); // Caro, out of credits
    // Even asked directly (a job that read the weeks before she left): her choice stands.
    const direct = await joinStandingWaitlist(db(), { actorId: 'system', now: t.clock.now() }, { userId: ana.userId, slotId, fecha: '2026-12-08', tz: t.config.studioTz });
    expect(direct).toMatchObject({ events: [], result: { waitlisted: false } });
    const entries = await db().selectFrom('waitlist_entries').select('state').where('user_id', '=', ana.userId).where('fecha', '=', '2026-12-08').execute();
    expect(entries).toEqual([{ state: 'left' }]);
    expect(await notices(ana, 'StandingBookingWaitlisted')).toHaveLength(1); // the 1/12 one only
    expect(await activeDates(ana)).toEqual(['2026-11-17', '2026-12-01']);
  });

  it('books nothing more once removed; the bookings made stay', async () => {
    ana = { ...ana, token: (await createSession(db(), ana.userId, t.clock.now(), 1)).token }; // days later: signed in again
    expect((await post(ana, 'quitarTurnoFijo', { horario_id: slotId })).json()).toEqual({ horario_id: slotId });
    expect((await standing(ana)).json()).toEqual([]);
    t.clock.set('2026-12-14T09:00:00-03:00');
    await job();
    expect(await activeDates(ana)).toEqual(['2026-11-17', '2026-12-01']);
  });

  it('decides setting, skipping and removing without reading the member\'s stream (constant time however long it is)', async () => {
    const streamReads: string[] = [];
    let factReads = 0;
    const recording = db().withPlugin({
      transformQuery: ({ node }) => {
        const text = JSON.stringify(node);
        if (/FROM es_events/i.test(text)) streamReads.push(text);
        if (/FROM standing_booking_skips/i.test(text)) factReads += 1; // the facts query: the recorder sees raw SQL
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const ctx = { actorId: ana.userId, now: t.clock.now() };
    const week = { userId: ana.userId, slotId, fecha: '2026-12-22', hora: '19:00', reason: 'SLOT_FULL' };
    const outcomes = [
      await setStandingBooking(recording, ctx, { userId: ana.userId, slotId, tz: t.config.studioTz }),
      await skipStandingWeek(recording, { ...ctx, actorId: 'system' }, week),
      await skipStandingWeek(recording, { ...ctx, actorId: 'system' }, week),
      await clearStandingBooking(recording, ctx, { userId: ana.userId, slotId }),
    ];
    expect(outcomes.map((o) => o.events.map((e) => e.type))).toEqual([['StandingBookingSet'], ['StandingBookingSkipped'], [], ['StandingBookingCleared']]);
    expect(streamReads).toEqual([]);
    expect(factReads).toBe(2);
  });

  it('ends the turnos fijos of a class the studio removes, tells each member once, and ends one set as it was removed', async () => {
    t.clock.set('2026-12-14T10:00:00-03:00');
    admin = { ...admin, token: (await createSession(db(), admin.userId, t.clock.now(), 1)).token };
    must(await t.as(admin.token, { method: 'POST', url: '/api/horarios/deleteHorario', payload: { id: slotId } }));
    const ended = standingSlotRemovedReactor({ clock: t.clock });
    await drain(ended);
    // Ana's new turno fijo, decided on the slot as it was before the removal, commits after the removal was handled.
    const stream = memberStream(ana.userId);
    const late: FactsCommand<StandingFacts, null> = {
      type: 'SetStandingBooking',
      streams: knownStreamsSql(stream),
      facts: (trx) => readStandingFacts(trx, { userId: ana.userId, slotId }),
      decide: (facts, versions) => ({
        appends: [{ ...stream, expectedVersion: versions.get(stream.streamId)!, events: standingBookingDecider.decide({ type: 'SetStandingBooking', userId: ana.userId, slotId, today: '2026-12-14', slot: { oneOff: false } }, facts) }],
        result: null,
      }),
    };
    await runCommand(db(), late, { actorId: ana.userId, now: t.clock.now() });
    await drain(ended);
    await drain({ ...ended, name: 'standing-slot-removed@replayed' }); // the whole log again, as a replay would
    await react();
    const clears = await db().selectFrom('es_events').select(['stream_id', 'data']).where('event_type', '=', 'StandingBookingCleared').orderBy('global_position').execute();
    expect(clears.map((e) => e.data).filter((d) => (d as { reason?: string }).reason === 'slot-removed')).toEqual([
      { userId: caro.userId, slotId, reason: 'slot-removed', weekday: 2, hora: '19:00' },
      { userId: ana.userId, slotId, reason: 'slot-removed', weekday: 2, hora: '19:00' },
    ]);
    const rows = await db().selectFrom('standing_bookings').select(['user_id', 'active']).where('slot_id', '=', slotId).execute();
    expect(rows.filter((r) => r.active)).toEqual([]);
    for (const who of [ana, caro]) {
      expect(await notices(who, 'StandingBookingCleared')).toEqual([
        expect.objectContaining({
          title: 'Tu turno fijo terminó',
          body: 'El estudio quitó del horario la clase de Funcional de los martes a las 19:00, así que ya no es tu turno fijo. Elige otra clase y repítela todas las semanas.',
          url: '/turnos',
        }),
      ]);
    }
  });
});
