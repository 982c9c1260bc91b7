import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { memberPackagesProjector } from '../../projections/packages/member-packages.projector';
import { packageRequestsProjector } from '../../projections/packages/package-requests.projector';
import { applyAll } from '../../projections/runner/projection';
import type { Db } from '../../db/database';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

const projectors = [memberPackagesProjector, packageRequestsProjector];
const tables = projectors.flatMap((p) => p.tables);

async function snapshot(db: Db) {
  const entries = await Promise.all(
    tables.map(async (t) => [t, (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)} ORDER BY 1, 2`.execute(db)).rows] as const),
  );
  return Object.fromEntries(entries);
}

// Member packages read model: duplicate delivery and a rebuild from the log give the same tables.
describe('member_packages, package_requests and credit_ledger projections', () => {
  let t: TestApp;
  let members: { userId: string; token: string }[];
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T10:00:00-03:00' });
    const admin = await t.signUp();
    members = [await t.signUp(), await t.signUp()];
    const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url, payload });
    const id = (await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 1, disciplina_id: null } })).json().id;
    const png = await raster('png');
    const first = (await post(members[0]!.token, '/api/paquetes/uploadComprobante', jsonUpload(png, id))).json().requestId;
    await post(admin.token, '/api/paquetes/approveRequest', { requestId: first });
    await post(admin.token, '/api/paquetes/adjustCredits', { clerkUserId: members[0]!.userId, delta: -3, reason: 'Corrección' });
    const second = (await post(members[1]!.token, '/api/paquetes/uploadComprobante', jsonUpload(png, id))).json().requestId;
    await post(admin.token, '/api/paquetes/rejectRequest', { requestId: second, reason: 'Ilegible' });
    await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: members[1]!.userId, paqueteId: id, creditos_restantes: 4, motivo: 'Mitad de mes' });
    await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: members[1]!.userId, paqueteId: null });
    await sequencePending(t.db.handle.db); // the log as readAll sees it holds every command above
  });
  afterAll(() => t.close());
  const db = () => t.db.handle.db;

  it('holds what the commands did', async () => {
    const live = await snapshot(db());
    expect(live.member_packages).toHaveLength(2);
    const ledger = live.credit_ledger as { user_id: string; position: number; kind: string }[];
    const kinds = (userId: string) => ledger.filter((r) => r.user_id === userId).sort((a, b) => a.position - b.position).map((r) => r.kind);
    expect(kinds(members[0]!.userId)).toEqual(['assigned', 'adjusted']);
    expect(kinds(members[1]!.userId)).toEqual(['assigned', 'removed']);
    expect((live.package_requests as { status: string }[]).map((r) => r.status)).toEqual(['approved', 'rejected']);
  });

  it('is unchanged when the whole log is applied again on top of it', async () => {
    const live = await snapshot(db());
    const events = await readAll(db(), { after: 0, limit: 10_000 });
    await db().transaction().execute((trx) => applyAll(projectors, trx, events));
    expect(await snapshot(db())).toEqual(live);
  });

  it('rebuilds the same tables from the log, even when every event arrives twice', async () => {
    const live = await snapshot(db());
    const events = await readAll(db(), { after: 0, limit: 10_000 });
    const rebuilt = await db().transaction().execute(async (trx) => {
      for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      for (const event of events) await applyAll(projectors, trx, [event, event]);
      return snapshot(trx);
    });
    expect(rebuilt).toEqual(live);
  });
});
