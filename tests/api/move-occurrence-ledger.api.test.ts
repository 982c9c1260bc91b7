import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires. Wednesday 18:00 (2 places) moves to Thursday 19:00, then to Friday 08:30.
const WED = '2026-11-18';
const THU = '2026-11-19';
const FRI = '2026-11-20';

type Line = { kind: string; delta: number; balance: number; reason: string | null };

describe("a moved class in the member's credit history (member-packages@v2)", () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let bea: { token: string; userId: string };
  const db = () => t.db.handle.db;
  const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
  /** A setup step that must succeed (expect belongs in tests). */
  const ok = async (url: string, token: string, payload: Record<string, unknown>) => {
    const res = await post(token, url, payload);
    if (res.statusCode !== 200) throw new Error(`setup: ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const moves: Record<string, number>[] = [];
  const history = async (token: string, userId: string): Promise<Line[]> => {
    const res = await post(token, '/api/paquetes/getCreditHistory', { clerkUserId: userId });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Line[]).map(({ kind, delta, balance, reason }) => ({ kind, delta, balance, reason }));
  };
  const tables = async () => ({
    members: (await sql`SELECT * FROM member_packages ORDER BY user_id`.execute(db())).rows,
    ledger: (await sql`SELECT * FROM credit_ledger ORDER BY user_id, position`.execute(db())).rows,
    moves: (await sql`SELECT * FROM credit_ledger_moves ORDER BY booking_id`.execute(db())).rows,
  });

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Carla', lastName: 'Dueña' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 }, { dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 5 }]);
    const [wed, thu] = studio.slotIds as [number, number];
    ana = await t.signUp({ firstName: 'Ana' });
    bea = await t.signUp({ firstName: 'Bea' });
    for (const m of [ana, bea]) await giveCredits(t, m.userId, studio.packageId, 8);
    for (const m of [ana, bea]) await ok('/api/reservas/addReserva', m.token, { horario_id: wed, fecha: WED });
    await ok('/api/reservas/addReserva', bea.token, { horario_id: thu, fecha: THU }); // Bea is busy at the new time
    const moved = await ok('/api/horarios/moveOccurrence', admin.token, { horario_id: wed, fecha: WED, nueva_fecha: THU, nueva_hora: '19:00', motivo: 'Sala en obra' });
    // The studio moves the class again: Ana's booking follows it a second time.
    const again = await ok('/api/horarios/moveOccurrence', admin.token, { horario_id: moved.id, fecha: THU, nueva_fecha: FRI, nueva_hora: '08:30', motivo: 'Otra vez' });
    moves.push(moved, again);
  });
  afterAll(() => t.close());

  it('shows each move as one line that moves no credit, to the member and to the studio, with the balance unchanged', async () => {
    expect(moves.map((m) => [m.reservas_movidas, m.reservas_canceladas])).toEqual([[1, 1], [1, 0]]);
    expect(await creditsOf(t, ana.userId)).toBe(7);
    const expected = [
      { kind: 'moved', delta: 0, balance: 7, reason: '19/11 19:00 → 20/11 08:30' },
      { kind: 'moved', delta: 0, balance: 7, reason: '18/11 18:00 → 19/11 19:00' },
      { kind: 'consumed', delta: -1, balance: 7, reason: null },
      { kind: 'assigned', delta: 8, balance: 8, reason: null },
    ];
    expect(await history(ana.token, ana.userId)).toEqual(expected);
    expect(await history(admin.token, ana.userId)).toEqual(expected);
  });

  it('a booking that could not follow the class still shows its credit given back', async () => {
    expect(await creditsOf(t, bea.userId)).toBe(7);
    expect((await history(bea.token, bea.userId)).slice(0, 1)).toEqual([{ kind: 'restored', delta: 1, balance: 7, reason: null }]);
  });

  it('cancelling the moved booking afterwards gives its one credit back on a line of its own', async () => {
    const [turno] = (await post(ana.token, '/api/reservas/getReservasByIdUsr', { clerkUserId: ana.userId })).json() as { id: number; fecha: string }[];
    expect(turno!.fecha).toBe(FRI);
    expect((await t.as(ana.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: turno!.id } })).statusCode).toBe(200);
    expect((await history(ana.token, ana.userId))[0]).toEqual({ kind: 'restored', delta: 1, balance: 8, reason: null });
  });

  it('a rebuild from the log leaves the same tables, set-based and event by event (replay = live)', async () => {
    await sequencePending(db());
    const live = await tables();
    expect(live.moves).toHaveLength(2);
    for (const setBased of [true, false]) {
      const report = await rebuildProjections(db(), { projectors: inlineProjectors(), only: ['member-packages@v2'], setBased, batchSize: 3 });
      expect(report.rebuilt).toEqual(['member-packages@v2']);
      expect(await tables()).toEqual(live);
    }
  });
});
