import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findPaymentReport } from '../../projections/billing/billing.queries';
import { requireIdentity } from '../platform/auth/identity';
import { checkProofFile, PROOF_MAX_BYTES } from '../platform/uploads/proof-file';
import { route, commandContext } from '../platform/http/contract-route';
import { approvePaymentReport, rejectPaymentReport, reportPayment } from './billing.commands';
import { monthlyAccountView, paymentReceiptUrl } from './monthly-account.view';

// base64 grows a file by 4/3; the JSON of a 10 MB receipt needs ~14 MB of body.
const JSON_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Her own report of a monthly-plan payment with the transfer's receipt (checked and stored as package receipts are),
 * the receipt served to her and the admins only, and the admins' approval (the payment) or rejection (with a reason).
 */
export const paymentReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, clock, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'POST /api/abonos/informarPago', {
    bodyLimit: JSON_BODY_LIMIT,
    // Per member: a few retries are normal, a loop filling the disk is not.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.identity?.userId ?? request.ip } },
  }, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const data = (request.body.fileData ?? '').replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
    if (!data) throw fail('NO_FILE');
    if (!BASE64.test(data)) throw fail('INVALID_FILE_DATA');
    const bytes = Buffer.from(data, 'base64');
    const file = await checkProofFile(bytes);
    const receiptHash = createHash('sha256').update(bytes).digest('hex');
    const key = await files.put('receipts', bytes, file.extension);
    let outcome;
    try {
      const ctx = commandContext(request, app.deps, { amount: request.body.monto_centavos, digest: receiptHash });
      outcome = await reportPayment(db, ctx, { userId, amount: request.body.monto_centavos, method: request.body.medio, receiptKey: key, receiptMime: file.mime, receiptHash, tz });
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
    const extension = report.receiptKey.split('.').pop();
    // As package receipts: a PDF is downloaded, never rendered inside the app's origin; anything opened runs sandboxed.
    const disposition = report.receiptMime === 'application/pdf' ? 'attachment' : 'inline';
    return reply
      .header('content-type', report.receiptMime)
      .header('content-disposition', `${disposition}; filename="comprobante.${extension}"`)
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
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
