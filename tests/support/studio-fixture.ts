import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerUser } from '../../services/membership/register-user';
import { createSession } from '../../services/platform/auth/local-sessions';
import { assignPackage } from '../../services/packages/member-package.commands';
import type { TestApp } from './test-app';

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
