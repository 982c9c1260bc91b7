import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerUser } from '../../services/membership/register-user';
import { createSession } from '../../services/platform/auth/local-sessions';
import { assignPackage } from '../../services/packages/member-package.commands';
import { createTestApp, type TestApp } from './test-app';

/** A small studio built through the real admin routes: one discipline, slots and a package. */
export async function createStudio(t: TestApp, admin: string, slots: { dia_semana: string; hora: string; cupo_maximo: number }[]) {
  const discipline = await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre: 'Funcional' } });
  expect(discipline.statusCode).toBeLessThan(300);
  const disciplinaId = discipline.json().id as number;
  const slotIds: number[] = [];
  for (const slot of slots) {
    const res = await t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, ...slot, disciplina_id: disciplinaId } });
    expect(res.statusCode).toBeLessThan(300);
    slotIds.push(res.json().id as number);
  }
  const pkg = await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: disciplinaId } });
  expect(pkg.statusCode).toBeLessThan(300);
  return { disciplinaId, slotIds, packageId: pkg.json().id as number };
}

/** Gives a member a package with a chosen number of credits (as an admin would). */
export async function giveCredits(t: TestApp, userId: string, packageId: number, credits: number, validUntil = '2026-12-01') {
  await assignPackage(t.db.handle.db, { actorId: 'test-admin', now: t.clock.now() }, { userId, packageId, credits, validUntil, reason: 'Créditos de prueba', tz: t.config.studioTz });
}

export const creditsOf = async (t: TestApp, userId: string) => {
  const row = await t.db.handle.db.selectFrom('member_packages').select('creditos_restantes').where('user_id', '=', userId).executeTakeFirst();
  return row?.creditos_restantes ?? 0;
};

/**
 * Many members at once, registered through the real command but without the (deliberately slow) password
 * hash: for tests that need a crowd, not sign-up.
 */
export async function createMembers(t: TestApp, count: number): Promise<{ token: string; userId: string }[]> {
  const db = t.db.handle.db;
  const members = [];
  for (let i = 0; i < count; i++) {
    const userId = `user_crowd_${i}_${randomUUID().slice(0, 8)}`;
    await registerUser(db, { now: t.clock.now() }, { userId, profile: { firstName: `Socia${i}`, lastName: 'Multitud', email: `${userId}@example.com` }, source: 'local', adminEmails: [] });
    const { token } = await createSession(db, userId, t.clock.now(), 1);
    members.push({ token, userId });
  }
  return members;
}

type SignUpInput = Parameters<TestApp['signUp']>[0];
type Slot = { dia_semana: string; hora: string; cupo_maximo: number };

/**
 * The start of the booking, waitlist and account tests: the app on a fresh database at `now` (createTestApp's
 * Monday 16 November 2026 noon unless given), its admin signed up first, and createStudio's studio of `slots`.
 */
export async function startStudioApp(slots: Slot[], opts: { now?: string; admin?: SignUpInput } = {}) {
  const t = await createTestApp({ now: opts.now });
  const admin = await t.signUp(opts.admin);
  const studio = await createStudio(t, admin.token, slots);
  return { t, admin, studio };
}

/** A member signed up through the API holding `credits` of the package; with null, no package at all. */
export async function memberWithCredits(t: TestApp, packageId: number, credits: number | null, profile?: SignUpInput) {
  const member = await t.signUp(profile);
  if (credits !== null) await giveCredits(t, member.userId, packageId, credits);
  return member;
}

/** The app with an admin (signed up first) and a member, as tokens: for the tests of who may call what. */
export async function startAppWithAdminAndMember(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(opts);
  const admin = (await t.signUp()).token;
  const member = (await t.signUp()).token;
  return { t, admin, member };
}
