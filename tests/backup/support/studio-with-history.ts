import { createECDH, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { sequencePending } from '../../../events/store/sequencer';
import { startAsyncProcessors } from '../../../projections/runner/async-runner';
import { seedDemoStudio } from '../../../services/demo/seed';
import { asyncProcessors, demoSeeders } from '../../../services/features';
import { vapidKeys } from '../../../services/notifications/vapid-keys';
import { tableShapes } from '../../../services/platform/backup/table-rows';
import { jsonUpload, raster } from '../../support/receipt-files';
import { giveCredits } from '../../support/studio-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

/** Monday 16 November 2026, noon in Buenos Aires; the studio's class is on Wednesdays at 18:00. */
export const WEDNESDAY = '2026-11-18';

export interface StudioWithHistory {
  t: TestApp;
  admin: { token: string; userId: string };
  member: { token: string; userId: string };
  /** A member who asked for a package with a receipt (an upload). */
  buyer: { token: string; userId: string };
  receiptRequestId: number;
  /** The events committed after the sequencer stopped, in insert order: in the backup without a global position yet. */
  unsequencedEventIds: string[];
}

/**
 * A studio as an operator's would be when it is backed up: the demo studio (its news images are uploads), then
 * an admin and two members signed up (accounts, sessions, personal-data keys), credits, a booking under an
 * Idempotency-Key, a receipt uploaded with a package request, a push subscription, the generated VAPID pair (a
 * file with PGlite, a row with PostgreSQL), the async processors caught up (checkpoints, reports), and one last
 * booking cancelled after the sequencer stopped, so the log holds events not numbered yet.
 */
export async function studioWithHistory(): Promise<StudioWithHistory> {
  const t = await createTestApp({ now: '2026-11-16T12:00:00-03:00', env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
  const db = t.db.handle.db;
  await seedDemoStudio({ db, config: { seedDemo: true, studioTz: t.config.studioTz }, clock: t.clock, files: t.app.deps.files, seeders: demoSeeders() });
  const admin = await t.signUp({ firstName: 'Carla', lastName: 'Admin' });
  const member = await t.signUp({ firstName: 'Ana', lastName: 'Socia' });
  const discipline = (await t.as(admin.token, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { id: 0, nombre: 'Respaldo' } })).json().id;
  const slot = await t.as(admin.token, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 4, disciplina_id: discipline } });
  const pkg = await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '4 clases de respaldo', cantidad_clases: 4, precio: 16000, disciplina_id: discipline } });
  expect([slot.statusCode, pkg.statusCode]).toEqual([201, 201]);
  await giveCredits(t, member.userId, pkg.json().id, 8);
  const booked = await t.as(member.token, {
    method: 'POST',
    url: '/api/reservas/addReserva',
    payload: { fecha: WEDNESDAY, horario_id: slot.json().id, clerk_user_id: member.userId },
    headers: { 'idempotency-key': 'reserva-respaldo-1' },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  // Someone without a package asks for one, sending the transfer's receipt.
  const buyer = await t.signUp({ firstName: 'Beto', lastName: 'Comprador' });
  const receipt = await t.as(buyer.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(await raster('png'), pkg.json().id) });
  expect(receipt.statusCode, receipt.body).toBe(201);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = { endpoint: 'https://127.0.0.1:9/push/respaldo', keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
  expect((await t.as(member.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: subscription } })).statusCode).toBe(200);
  await vapidKeys(t.config, t.db.handle);

  const processors = await startAsyncProcessors(t.db.handle, asyncProcessors({ clock: t.clock, studioTz: t.config.studioTz }), { pollMs: 20 });
  try {
    await processors.waitFor((await sequencePending(db)).head, { timeoutMs: 20_000 });
  } finally {
    await processors.stop();
  }
  await t.stopSequencer();
  const mine = await t.as(member.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: { clerkUserId: member.userId } });
  const cancel = await t.as(member.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: mine.json()[0].id } });
  expect(cancel.statusCode, cancel.body).toBeLessThan(300);
  const { rows } = await sql<{ event_id: string }>`SELECT event_id::text FROM es_events WHERE global_position IS NULL ORDER BY seq`.execute(db);
  expect(rows.length).toBeGreaterThan(0);
  return { t, admin, member, buyer, receiptRequestId: receipt.json().requestId, unsequencedEventIds: rows.map((r) => r.event_id) };
}

/** Every table's rows as PostgreSQL's text of the row, sorted: equal lists are equal tables, column by column. */
export async function everyTable(db: Kysely<any>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { name } of await tableShapes(db)) {
    out[name] = (await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.id('public', name)} t ORDER BY 1`.execute(db)).rows.map((r) => r.row);
  }
  return out;
}

/** Every file under a folder, by its path there, with its bytes' digest. */
export async function filesUnder(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const out: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await fs.readFile(file)).digest('hex');
  }
  return out;
}
