import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findLatestStatement, listAcceptances } from '../../projections/health/health.queries';
import { studioTime } from '../../domain/time/studio-time';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { checkProofFile } from '../platform/uploads/proof-file';
import { PROOF_JSON_BODY_LIMIT, sendProof } from '../platform/uploads/proof-transfer';
import { submitHealthStatement } from './health.commands';
import { healthFileView } from './health.view';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const CERTIFICATE_WORDING = { what: 'certificado', image: 'la imagen del certificado' };

function certificateBytes(fileData: string): Buffer {
  const data = fileData.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!data || !BASE64.test(data)) throw fail('INVALID_FILE_DATA');
  return Buffer.from(data, 'base64');
}

/**
 * A member's sworn health statement: she submits her own (with its certificate, checked and stored as receipts are,
 * and deleted again when the statement is refused); she and the admins read her file and the certificate.
 */
export const healthStatementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;

  route(app, 'POST /api/salud/declaracion', {
    bodyLimit: PROOF_JSON_BODY_LIMIT,
    // Per member: a few retries are normal, a loop filling the disk is not.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.identity?.userId ?? request.ip } },
  }, async (request, reply) => {
    const { userId } = requireIdentity(request);
    const b = request.body;
    const bytes = b.certificado ? certificateBytes(b.certificado.fileData) : undefined;
    const file = bytes && (await checkProofFile(bytes, CERTIFICATE_WORDING));
    const key = bytes && file ? await files.put('certificates', bytes, file.extension) : undefined;
    let outcome;
    try {
      // The file's digest stands for it in the body: a retry under the same Idempotency-Key must carry the same file.
      const digest = bytes ? createHash('sha256').update(bytes).digest('hex') : null;
      const ctx = commandContext(request, app.deps, { ...b, certificado: digest });
      outcome = await submitHealthStatement(db, ctx, {
        userId,
        tz: config.studioTz,
        statement: {
          form: b.formulario,
          answers: b.respuestas.map((r) => ({ id: r.id, yes: r.si })),
          condition: b.condicion,
          emergencyContact: { name: b.contacto_emergencia.nombre, phone: b.contacto_emergencia.telefono },
          guardian: b.tutor ? { name: b.tutor.nombre, dni: b.tutor.dni } : null,
          certificate: key && file ? { key, mime: file.mime } : null,
        },
      });
    } catch (error) {
      if (key) await files.delete(key);
      throw error;
    }
    if (outcome.replayed && key) await files.delete(key); // a retried submission keeps the certificate of the first one
    const [statement, acceptances] = await Promise.all([findLatestStatement(db, userId), listAcceptances(db, userId)]);
    return reply.code(201).send(healthFileView(statement, acceptances, today()));
  });

  route(app, 'POST /api/salud/getFicha', async (request) => {
    const userId = actingOn(request, request.body.clerkUserId);
    const [statement, acceptances] = await Promise.all([findLatestStatement(db, userId), listAcceptances(db, userId)]);
    return healthFileView(statement, acceptances, today());
  });

  route(app, 'GET /api/salud/certificados/:userId/:numero', async (request, reply) => {
    const userId = actingOn(request, request.params.userId);
    const statement = await findLatestStatement(db, userId, Number(request.params.numero));
    const bytes = statement?.certificate_key ? await files.get(statement.certificate_key) : undefined;
    if (!statement?.certificate_mime || !bytes) throw fail('NO_STATEMENT');
    return sendProof(reply, { bytes, key: statement.certificate_key!, mime: statement.certificate_mime, name: 'certificado' });
  });
};
