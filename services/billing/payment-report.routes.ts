import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findPaymentReport } from '../../projections/billing/billing.queries';
import { requireIdentity } from '../platform/auth/identity';
import { checkProofFile } from '../platform/uploads/proof-file';
import { PROOF_JSON_BODY_LIMIT, proofBytes, sendProof } from '../platform/uploads/proof-transfer';
import { route, commandContext } from '../platform/http/contract-route';
import { approvePaymentReport, rejectPaymentReport, reportPayment } from './billing.commands';
import { monthlyAccountView, paymentReceiptUrl } from './monthly-account.view';

/**
 * Her own report of a monthly-plan payment with the transfer's receipt (checked and stored as package receipts are),
 * the receipt served to her and the admins only, and the admins' approval (the payment) or rejection (with a reason).
 */
export const paymentReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, clock, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'POST /api/abonos/informarPago', {
    bodyLimit: PROOF_JSON_BODY_LIMIT,
    // Per member: a few retries are normal, a loop filling the disk is not.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.identity?.userId ?? request.ip } },
  }, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const bytes = proofBytes(request.body.fileData);
    const file = await checkProofFile(bytes);
    const receiptHash = createHash('sha256').update(bytes).digest('hex');
    const key = await files.put('receipts', bytes, file.extension);
    let outcome;
    try {
      const ctx = commandContext(request, app.deps, { amount: request.body.monto_centavos, digest: receiptHash });
      outcome = await reportPayment(db, ctx, { userId, amount: request.body.monto_centavos, method: request.body.medio, receiptKey: key, receiptMime: file.mime, receiptHash, operation: request.body.operacion, tz });
    } catch (error) {
      await files.delete(key);
      throw error;
    }
    if (outcome.replayed) await files.delete(key); // a retried report keeps the receipt of the first one
    const reportId = outcome.result.reportId!;
    return reply.code(201).send({ reportId, comprobante_url: paymentReceiptUrl(reportId) });
  });

  route(app, 'GET /api/abonos/comprobantes/:reportId', async (request, reply) => {
    const identity = requireIdentity(request);
    const report = await findPaymentReport(db, Number(request.params.reportId));
    if (!report) throw fail('RECEIPT_NOT_FOUND');
    if (report.userId !== identity.userId && identity.role !== 'admin') throw fail('NOT_YOUR_DATA');
    const bytes = await files.get(report.receiptKey);
    if (!bytes) throw fail('RECEIPT_NOT_FOUND');
    return sendProof(reply, { bytes, key: report.receiptKey, mime: report.receiptMime, name: 'comprobante' });
  });

  const owner = async (reportId: number) => {
    const report = await findPaymentReport(db, reportId);
    if (!report) throw fail('PAYMENT_REPORT_NOT_FOUND');
    return report.userId;
  };

  route(app, 'POST /api/abonos/aprobarPago', async (request) => {
    const userId = await owner(request.body.reportId);
    await approvePaymentReport(db, commandContext(request, app.deps), { userId, reportId: request.body.reportId, tz });
    return monthlyAccountView(db, userId, clock.now(), tz);
  });

  route(app, 'POST /api/abonos/rechazarPago', async (request) => {
    const userId = await owner(request.body.reportId);
    await rejectPaymentReport(db, commandContext(request, app.deps), { userId, reportId: request.body.reportId, reason: request.body.motivo ?? '', tz });
    return monthlyAccountView(db, userId, clock.now(), tz);
  });
};
