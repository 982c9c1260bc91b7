import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };
const TZ = 'America/Argentina/Buenos_Aires';
// TEST_NOW: Monday 16 November 2026, 12:00 in Buenos Aires.
const WEDNESDAY = '2026-11-18';
const THURSDAY = '2026-11-19';

/** Reads a feed as a calendar app does (RFC 5545 through ical.js): its events with UID, zoned start and summary. */
function parseFeed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), zone: event.startDate.zone?.tzid, utc: event.startDate.toJSDate().toISOString(), minutes: event.duration.toSeconds() / 60 };
  });
}

/** Each member's private feed of her booked classes, and the studio's public timetable. */
describe('calendar feeds', () => {
  let t: TestApp;
  let admin: Person;
  let ana: Person;
  let slots: number[];
  const feed = (who: Person) => t.as(who.token, { method: 'GET', url: '/api/calendario/miCalendario' });
  const renew = (who: Person) => t.as(who.token, { method: 'POST', url: '/api/calendario/renovar' });
  const fetchAnon = (url: string) => t.app.inject({ method: 'GET', url });
  const book = (slotId: number, fecha: string) => t.as(ana.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id: slotId, fecha } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:30', cupo_maximo: 5 }, { dia_semana: 'Jueves', hora: '08:00', cupo_maximo: 5 }]);
    slots = studio.slotIds;
    ana = await t.signUp({ firstName: 'Ana' });
    await giveCredits(t, ana.userId, studio.packageId, 5);
  });
  afterAll(() => t?.close());

  it('gives a member a private feed of her bookings at the studio\'s times, with stable UIDs', async () => {
    expect((await feed(ana)).json()).toEqual({ ruta: null });
    const { ruta } = (await renew(ana)).json();
    expect(ruta).toMatch(/^\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feed(ana)).json()).toEqual({ ruta });
    expect((await book(slots[0]!, WEDNESDAY)).statusCode).toBe(200);
    expect((await book(slots[1]!, THURSDAY)).statusCode).toBe(200);

    const first = await fetchAnon(ruta);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const events = parseFeed(first.body);
    expect(events.map(({ summary, start, zone, utc, minutes }) => ({ summary, start, zone, utc, minutes }))).toEqual([
      { summary: 'Funcional', start: `${WEDNESDAY}T18:30:00`, zone: TZ, utc: `${WEDNESDAY}T21:30:00.000Z`, minutes: 60 },
      { summary: 'Funcional', start: `${THURSDAY}T08:00:00`, zone: TZ, utc: `${THURSDAY}T11:00:00.000Z`, minutes: 60 },
    ]);
    t.clock.advance(60_000);
    expect(parseFeed((await fetchAnon(ruta)).body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('drops a cancelled booking and a cancelled class, and shows a moved class at its new time', async () => {
    const { ruta } = (await feed(ana)).json();
    const mine = (await t.as(ana.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: {} })).json() as { id: number; fecha: string }[];
    const thursday = mine.find((b) => b.fecha === THURSDAY)!;
    expect((await t.as(ana.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: thursday.id } })).statusCode).toBe(200);
    const moved = await t.as(admin.token, { method: 'POST', url: '/api/horarios/moveOccurrence', payload: { horario_id: slots[0], fecha: WEDNESDAY, nueva_fecha: WEDNESDAY, nueva_hora: '19:30', motivo: 'Cambio de sala' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(parseFeed((await fetchAnon(ruta)).body).map((e) => [e.start, e.zone])).toEqual([[`${WEDNESDAY}T19:30:00`, TZ]]);

    const nextWednesday = '2026-11-25';
    expect((await book(slots[0]!, nextWednesday)).statusCode).toBe(200);
    expect(parseFeed((await fetchAnon(ruta)).body)).toHaveLength(2);
    expect((await t.as(admin.token, { method: 'POST', url: '/api/horarios/cancelOccurrence', payload: { horario_id: slots[0], fecha: nextWednesday, motivo: 'Feriado' } })).statusCode).toBe(200);
    expect(parseFeed((await fetchAnon(ruta)).body)).toHaveLength(1);
  });

  it('stops the old link when she renews or revokes it: a 404 problem in Spanish, as for a forged one', async () => {
    const old = (await feed(ana)).json().ruta as string;
    const renewed = (await renew(ana)).json().ruta as string;
    expect(renewed).not.toBe(old);
    for (const url of [old, `/api/calendario/${'x'.repeat(43)}.ics`]) {
      const res = await fetchAnon(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND', detail: 'Este calendario ya no existe: pide un enlace nuevo en tu cuenta.' });
    }
    expect((await fetchAnon(renewed)).statusCode).toBe(200);
    expect((await t.as(ana.token, { method: 'POST', url: '/api/calendario/revocar' })).json()).toEqual({ ruta: null });
    expect((await fetchAnon(renewed)).statusCode).toBe(404);
  });

  it('publishes the studio\'s timetable without a session: each class once per date, without the cancelled ones', async () => {
    const res = await fetchAnon('/api/calendario/estudio.ics');
    expect(res.statusCode).toBe(200);
    const events = parseFeed(res.body);
    // Monday the 16th to the 30th: Wednesdays 18 (moved to a one-off at 19:30) and 25 (cancelled); Thursdays 19 and 26.
    expect(events.map((e) => e.start).sort()).toEqual([`${WEDNESDAY}T19:30:00`, `${THURSDAY}T08:00:00`, '2026-11-26T08:00:00']);
    expect(events.every((e) => e.zone === TZ)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });
});
