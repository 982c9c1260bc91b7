import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV_MAX_CHARS } from '../../contract/verified-transfers';
import type { ColumnMapping } from '../../domain/billing/bank-movements';
import { findBankColumns, importedMovementIds } from '../../projections/billing/bank-movements.queries';
import { route, commandContext } from '../platform/http/contract-route';
import { billingSettingsOf } from './billing.commands';
import { csvHeader, readMovementsFile } from './movements-file';
import { approveWithMovement, importMovements, movementIdOf } from './verified-transfers.commands';
import { approveAllMatched } from './matched-receipts.reactor';
import { receiptChecks } from './verified-transfers.view';

// The CSV travels as JSON text: its characters, escaped, plus the rest of the body.
const BODY_LIMIT = CSV_MAX_CHARS * 2 + 64 * 1024;

/**
 * The owner's bank or Mercado Pago export: previewed (nothing kept), imported (all rows or none), and the receipts
 * waiting for approval checked against the money that came in, each approved in one tap with its movement.
 */
export const verifiedTransferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;

  const columnsFor = async (source: string, sent: ColumnMapping | undefined) => (source === 'banco' ? (sent ?? (await findBankColumns(db))) : null);

  route(app, 'POST /api/transferencias/vista-previa', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { origen, csv, columnas } = request.body;
    const saved = origen === 'banco' ? await findBankColumns(db) : null;
    const columns = origen === 'banco' ? (columnas ?? saved) : null;
    // Her bank's first file: the header, so she can say which column is which.
    if (origen === 'banco' && !columns) return { encabezado: csvHeader(csv), columnas_guardadas: null, movimientos: [] };
    const { header, movements } = readMovementsFile(csv, origen, columns, tz);
    const imported = await importedMovementIds(db, movements.map((m) => movementIdOf(origen, m)));
    return {
      encabezado: header,
      columnas_guardadas: saved,
      movimientos: movements.map((m) => ({
        linea: m.line, fecha: m.day, hora: m.time, monto: m.amount, pagador: m.payer, documento: m.document, operacion: m.operation, ya_importado: imported.has(movementIdOf(origen, m)),
      })),
    };
  });

  route(app, 'POST /api/transferencias/importar', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { origen, csv, columnas, solo_nuevos } = request.body;
    const columns = await columnsFor(origen, columnas);
    const read = readMovementsFile(csv, origen, columns, tz).movements;
    const known = solo_nuevos ? await importedMovementIds(db, read.map((m) => movementIdOf(origen, m))) : new Set<string>();
    const movements = read.filter((m) => !known.has(movementIdOf(origen, m)));
    const ctx = commandContext(request, app.deps);
    await importMovements(db, ctx, { source: origen, movements, columns });
    const approved = (await billingSettingsOf(db)).autoApproveMatched ? await approveAllMatched(db, { ...ctx, idempotencyKey: undefined }, tz) : 0;
    return { importados: movements.length, aprobados: approved };
  });

  route(app, 'GET /api/transferencias/comprobantes', async () => receiptChecks(db, tz));

  route(app, 'POST /api/transferencias/aprobar', async (request) => {
    const { tipo, id, movimientoId } = request.body;
    await approveWithMovement(db, commandContext(request, app.deps), { kind: tipo, id, movementId: movimientoId, tz });
    return receiptChecks(db, tz);
  });
};
