import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };
const must = (res: { statusCode: number; body: string }) => {
  if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
};

/** Members' mobiles for WhatsApp: typed as people type them, kept in E.164, sealed in the log, read by staff. */
describe('member phone numbers', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let beto: Person;
  const setPhone = (who: Person, telefono: string, clerkUserId?: string) =>
    t.as(who.token, { method: 'PUT', url: '/api/user/telefono', payload: clerkUserId ? { telefono, clerkUserId } : { telefono } });
  const myPhone = async (who: Person) => (await t.as(who.token, { method: 'GET', url: '/api/user/telefono' })).json();
  const phonesOf = (who: Person, clerkUserIds: string[]) => t.as(who.token, { method: 'POST', url: '/api/user/telefonos', payload: { clerkUserIds } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    ana = await t.signUp({ firstName: 'Ana' });
    beto = await t.signUp({ firstName: 'Beto' });
    must(await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } }));
  });
  afterAll(() => t?.close());

  it.each(['11 5555-1234', '011 15 5555 1234', '+54 9 11 5555 1234', '(011) 5555-1234'])('keeps "%s" as +5491155551234', async (typed) => {
    const res = await setPhone(ana, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ telefono: '+5491155551234' });
    expect(await myPhone(ana)).toEqual({ telefono: '+5491155551234' });
  });

  it('refuses what is not an Argentine mobile with a Spanish 400, and keeps the number she had', async () => {
    for (const typed of ['1234', '+1 212 555 1234', 'mi celu']) {
      const res = await setPhone(ana, typed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PHONE', detail: 'Ese número no parece un celular de Argentina. Escríbelo con característica, por ejemplo 11 5555-1234.' });
    }
    expect(await myPhone(ana)).toEqual({ telefono: '+5491155551234' });
  });

  it('records only changes, never the number in clear in the log', async () => {
    const events = await t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', 'MemberPhoneSet').execute();
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain('5555');
  });

  it('lets an admin set a member\'s number, never a member another\'s; staff (coaches too) read them', async () => {
    expect((await setPhone(ana, '351 555 1234', beto.userId)).json()).toMatchObject({ code: 'NOT_YOUR_DATA' });
    expect((await setPhone(admin, '351 555 1234', beto.userId)).json()).toEqual({ telefono: '+5493515551234' });
    expect((await phonesOf(coach, [ana.userId, beto.userId, admin.userId])).json()).toEqual(
      expect.arrayContaining([{ clerkUserId: ana.userId, telefono: '+5491155551234' }, { clerkUserId: beto.userId, telefono: '+5493515551234' }]),
    );
    expect((await phonesOf(ana, [beto.userId])).statusCode).toBe(403);
  });

  it('takes the number off with an empty text, and a replay reaches the same numbers', async () => {
    expect((await setPhone(beto, '  ')).json()).toEqual({ telefono: null });
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect((await phonesOf(admin, [ana.userId, beto.userId])).json()).toEqual([{ clerkUserId: ana.userId, telefono: '+5491155551234' }]);
  });

  it('forgets the number with the account', async () => {
    const res = await t.as(ana.token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion: 'Eliminar cuenta' } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await phonesOf(admin, [ana.userId])).json()).toEqual([]);
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect((await phonesOf(admin, [ana.userId])).json()).toEqual([]);
  });
});
