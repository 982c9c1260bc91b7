import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { sequencePending } from '../../events/store/sequencer';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import { processBatch } from '../../projections/runner/process-batch';
import { matchedReceiptsReactor } from '../../services/billing/matched-receipts.reactor';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Wednesday 2 December 2026, noon in Buenos Aires. The package sells at $ 28.000.
const NOW = '2026-12-02T12:00:00-03:00';
const PRICE = 2_800_000;

// Mercado Pago's "Todas las transacciones" with its optional payer columns: two payments in, one refund out.
const MP_REPORT = [
  'SOURCE_ID,TRANSACTION_TYPE,TRANSACTION_AMOUNT,TRANSACTION_DATE,PAYER_NAME,PAYER_ID_NUMBER',
  '8001,SETTLEMENT,28000.00,2026-12-01T19:05:00.000-03:00,PEREZ ANA,27111222333',
  '9001,SETTLEMENT,10000.00,2026-12-02T09:00:00.000-03:00,LOPEZ JUAN,20999888777',
  '8003,REFUND,-5000.00,2026-12-02T10:00:00.000-03:00,PEREZ ANA,27111222333',
].join('\n');

// A bank's statement: semicolons, decimal commas, credits and debits in columns of their own.
const BANK = ['Fecha;Concepto;Débito;Crédito;Comprobante', '02/12/2026;TRANSF DE ALONSO DIANA;;28.000,00;77001', '02/12/2026;COMISION MANTENIMIENTO;1.500,00;;77002'].join('\n');
const BANK_COLUMNS = { fecha: 'Fecha', monto: 'Crédito', pagador: 'Concepto', operacion: 'Comprobante' };

describe('verified transfers: the bank export imported once, receipts matched, each movement used once', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  let carla: { token: string; userId: string };
  let packageId: number;

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const checks = async () => (await call(admin.token, 'GET', '/api/transferencias/comprobantes')).json() as { tipo: string; id: number; socio: { nombre: string }; estado: string; repetido_por: string | null; movimiento: { id: string; operacion: string } | null }[];
  const stateOf = async (name: string) => (await checks()).find((c) => c.socio.nombre === name);
  const movementEvents = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE stream_id LIKE 'bank-movement:%'`.execute(t.db.handle.db)).rows[0]!.n);
  const file = (origen: string, csv: string, columnas?: object) => ({ origen, csv, ...(columnas ? { columnas } : {}) });
  const drain = async (processor: AsyncProcessor) => {
    await sequencePending(t.db.handle.db);
    await ensureCheckpoint(t.db.handle.db, processor.name);
    for (let r = await processBatch(t.db.handle.db, processor, 500); r.kind === 'advanced' && r.more; r = await processBatch(t.db.handle.db, processor, 500));
  };
  const done = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    admin = await t.signUp({ firstName: 'Dueña', lastName: 'Estudio' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Pérez' });
    beto = await t.signUp({ firstName: 'Beto', lastName: 'Alonso' });
    carla = await t.signUp({ firstName: 'Carla', lastName: 'Gómez' });
    packageId = (await call(admin.token, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null })).json().id;
    const receipt = await raster('png', 24);
    done(await call(ana.token, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(receipt, packageId)));
    // An hour later Beto sends Ana's very file: the fraud studios see most.
    t.clock.advance(3_600_000);
    done(await call(beto.token, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(receipt, packageId)));
    t.clock.advance(3_600_000);
    done(await call(admin.token, 'POST', '/api/abonos/asignar', { clerkUserId: carla.userId, paqueteId: packageId }));
    const fileData = (await raster('png', 30)).toString('base64');
    done(await call(carla.token, 'POST', '/api/abonos/informarPago', { monto_centavos: 1_000_000, medio: 'transferencia', fileData, operacion: '9001' }));
  });
  afterAll(() => t.close());

  it('tells a repeated receipt at once, and the rest have no movement before the import', async () => {
    expect((await checks()).map((c) => [c.socio.nombre, c.tipo, c.estado, c.repetido_por])).toEqual([
      ['Ana Pérez', 'paquete', 'sin_movimiento', null],
      ['Beto Alonso', 'paquete', 'repetido', 'archivo'],
      ['Carla Gómez', 'cuota', 'sin_movimiento', null],
    ]);
  });

  it("previews Mercado Pago's report without keeping anything: money in only, in centavos", async () => {
    const res = await call(admin.token, 'POST', '/api/transferencias/vista-previa', file('mp_transacciones', MP_REPORT));
    expect(res.statusCode).toBe(200);
    expect(res.json().movimientos).toEqual([
      { linea: 2, fecha: '2026-12-01', hora: '19:05', monto: PRICE, pagador: 'PEREZ ANA', documento: '27111222333', operacion: '8001', ya_importado: false },
      { linea: 3, fecha: '2026-12-02', hora: '09:00', monto: 1_000_000, pagador: 'LOPEZ JUAN', documento: '20999888777', operacion: '9001', ya_importado: false },
    ]);
    expect(await movementEvents()).toBe(0);
  });

  it('refuses a file of another report, an unreadable row, and anyone but an admin, keeping nothing', async () => {
    const other = await call(admin.token, 'POST', '/api/transferencias/importar', file('mp_dinero_disponible', MP_REPORT));
    expect(problem(other)).toEqual([400, 'CSV_UNKNOWN_COLUMNS']);
    expect(other.json().detail).toBe('Al archivo le faltan las columnas DATE, NET_CREDIT_AMOUNT, RECORD_TYPE: revisa que sea el reporte que elegiste.');
    const badRow = `${MP_REPORT.split('\n')[0]}\n8009,SETTLEMENT,veinte,2026-12-01T10:00:00-03:00,X,1`;
    expect(problem(await call(admin.token, 'POST', '/api/transferencias/importar', file('mp_transacciones', badRow)))).toEqual([400, 'CSV_ROW_INVALID']);
    expect(problem(await call(ana.token, 'POST', '/api/transferencias/importar', file('mp_transacciones', MP_REPORT)))).toEqual([403, 'ADMIN_ONLY']);
    expect(problem(await call(ana.token, 'GET', '/api/transferencias/comprobantes'))).toEqual([403, 'ADMIN_ONLY']);
    expect(await movementEvents()).toBe(0);
  });

  it('imports the movements once: the same movement again is refused and nothing more is kept', async () => {
    const res = await call(admin.token, 'POST', '/api/transferencias/importar', file('mp_transacciones', MP_REPORT));
    expect(res.json()).toEqual({ importados: 2, aprobados: 0 });
    const again = await call(admin.token, 'POST', '/api/transferencias/importar', file('mp_transacciones', MP_REPORT));
    expect(problem(again)).toEqual([409, 'MOVEMENT_ALREADY_IMPORTED']);
    expect(again.json().detail).toBe('El movimiento de la línea 2 ya estaba importado: no se importó nada.');
    expect(await movementEvents()).toBe(2);
    const preview = await call(admin.token, 'POST', '/api/transferencias/vista-previa', file('mp_transacciones', MP_REPORT));
    expect(preview.json().movimientos.map((m: { ya_importado: boolean }) => m.ya_importado)).toEqual([true, true]);
    // An export that overlaps the last one imports only what is new, when she asks for that; here nothing is.
    expect(problem(await call(admin.token, 'POST', '/api/transferencias/importar', { ...file('mp_transacciones', MP_REPORT), solo_nuevos: true }))).toEqual([400, 'NO_MOVEMENTS']);
    expect(await movementEvents()).toBe(2);
  });

  it('matches her transfer by name and amount, and another account by the operation number she typed', async () => {
    expect(await stateOf('Ana Pérez')).toMatchObject({ estado: 'coincide', movimiento: { operacion: '8001' } });
    expect(await stateOf('Beto Alonso')).toMatchObject({ estado: 'repetido', repetido_por: 'archivo' });
    expect(await stateOf('Carla Gómez')).toMatchObject({ estado: 'coincide', movimiento: { operacion: '9001' } });
  });

  it('approves in one tap with the movement, which then pays no other receipt', async () => {
    const anaCheck = (await stateOf('Ana Pérez'))!;
    const carlaCheck = (await stateOf('Carla Gómez'))!;
    const approved = await call(admin.token, 'POST', '/api/transferencias/aprobar', { tipo: 'paquete', id: anaCheck.id, movimientoId: anaCheck.movimiento!.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().map((c: { socio: { nombre: string } }) => c.socio.nombre)).toEqual(['Beto Alonso', 'Carla Gómez']);
    expect((await call(ana.token, 'POST', '/api/paquetes/getUserPackage', {})).json()).toMatchObject({ paquete_id: packageId, creditos_restantes: 8 });

    const reused = await call(admin.token, 'POST', '/api/transferencias/aprobar', { tipo: 'cuota', id: carlaCheck.id, movimientoId: anaCheck.movimiento!.id });
    expect(problem(reused)).toEqual([409, 'MOVEMENT_ALREADY_USED']);
    expect((await call(admin.token, 'POST', '/api/abonos/cuenta', { clerkUserId: carla.userId })).json()).toMatchObject({ debe: PRICE });

    expect((await call(admin.token, 'POST', '/api/transferencias/aprobar', { tipo: 'cuota', id: carlaCheck.id, movimientoId: carlaCheck.movimiento!.id })).statusCode).toBe(200);
    expect((await call(admin.token, 'POST', '/api/abonos/cuenta', { clerkUserId: carla.userId })).json()).toMatchObject({ debe: PRICE - 1_000_000 });
    const beto = (await stateOf('Beto Alonso'))!;
    expect(problem(await call(admin.token, 'POST', '/api/transferencias/aprobar', { tipo: 'paquete', id: beto.id, movimientoId: carlaCheck.movimiento!.id }))).toEqual([409, 'MOVEMENT_ALREADY_USED']);
  });

  it("reads a bank's statement by the columns she chose, keeps them, and approves matches itself when the studio says so", async () => {
    const first = await call(admin.token, 'POST', '/api/transferencias/vista-previa', file('banco', BANK));
    expect(first.json()).toEqual({ encabezado: ['Fecha', 'Concepto', 'Débito', 'Crédito', 'Comprobante'], columnas_guardadas: null, movimientos: [] });
    const diana = await t.signUp({ firstName: 'Diana', lastName: 'Alonso' });
    expect((await call(diana.token, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(await raster('png', 40), packageId))).statusCode).toBe(201);
    const settings = (await call(admin.token, 'GET', '/api/abonos/settings')).json();
    expect((await call(admin.token, 'PUT', '/api/abonos/settings', { ...settings, aprobar_coincidencias: true })).json()).toMatchObject({ aprobar_coincidencias: true });

    const imported = await call(admin.token, 'POST', '/api/transferencias/importar', file('banco', BANK, BANK_COLUMNS));
    expect(imported.json()).toEqual({ importados: 1, aprobados: 1 });
    expect((await call(diana.token, 'POST', '/api/paquetes/getUserPackage', {})).json()).toMatchObject({ paquete_id: packageId, creditos_restantes: 8 });
    const next = await call(admin.token, 'POST', '/api/transferencias/vista-previa', file('banco', BANK));
    expect(next.json()).toMatchObject({ columnas_guardadas: BANK_COLUMNS, movimientos: [{ operacion: '77001', monto: PRICE, ya_importado: true }] });
    // Beto's copied receipt is never approved by itself.
    expect(await stateOf('Beto Alonso')).toMatchObject({ estado: 'repetido' });
  });

  it('approves a receipt sent after its movement was imported as it arrives, when the studio says so', async () => {
    const eva = await t.signUp({ firstName: 'Eva', lastName: 'Ruiz' });
    done(await call(admin.token, 'POST', '/api/transferencias/importar', file('banco', 'Fecha;Concepto;Débito;Crédito;Comprobante\n02/12/2026;TRANSF DE RUIZ EVA;;28.000,00;77003', BANK_COLUMNS)));
    expect((await call(eva.token, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(await raster('png', 50), packageId))).statusCode).toBe(201);
    await drain(matchedReceiptsReactor({ clock: t.clock, tz: t.config.studioTz }));
    expect((await call(eva.token, 'POST', '/api/paquetes/getUserPackage', {})).json()).toMatchObject({ paquete_id: packageId, creditos_restantes: 8 });
    expect(await stateOf('Eva Ruiz')).toBeUndefined();
    expect(await stateOf('Beto Alonso')).toMatchObject({ estado: 'repetido' });
  });

  it('reads the operation number a package request carries: one that already paid another receipt is a repeated receipt', async () => {
    const fede = await t.signUp({ firstName: 'Fede', lastName: 'Sosa' });
    const sent = await call(fede.token, 'POST', '/api/paquetes/uploadComprobante', { ...jsonUpload(await raster('png', 60), packageId), operacion: ' 77003 ' });
    expect(sent.statusCode).toBe(201);
    expect(await stateOf('Fede Sosa')).toMatchObject({ estado: 'repetido', repetido_por: 'operacion' });
  });

  it('rebuilds the same movements and columns from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['bank_movements', 'bank_columns', 'billing_settings']) out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(t.db.handle.db)).rows));
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
