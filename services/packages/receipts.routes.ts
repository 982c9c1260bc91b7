import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static } from 'typebox';
import { fail } from '../../events/framework/errors';
import { findRequest } from '../../projections/packages/package-requests.queries';
import { requireIdentity } from '../platform/auth/identity';
import { requestPackage } from './member-package.commands';
import type { MoreKind } from './member-package.decider';
import { UploadJsonBody } from '../../contract/packages';
import { checkProofFile, PROOF_MAX_BYTES as RECEIPT_MAX_BYTES } from '../platform/uploads/proof-file';
import { receiptUrl } from './receipt-url';
import { PROOF_JSON_BODY_LIMIT, proofBytes, sendProof } from '../platform/uploads/proof-transfer';
import { route, commandContext } from '../platform/http/contract-route';


const noFile = () => fail('NO_FILE');
const tooLarge = () => fail('FILE_TOO_LARGE', { what: 'El comprobante', mb: RECEIPT_MAX_BYTES / 1_048_576 });

interface Upload {
  bytes: Buffer;
  packageId: number;
  kind?: MoreKind;
  operation?: string;
}

// An operation number is short text at most; a longer field is not one, and is left out rather than refused.
const operationOf = (raw: unknown) => (typeof raw === 'string' && raw.trim() && raw.trim().length <= 40 ? raw.trim() : undefined);

const KINDS: readonly string[] = ['renovacion', 'recarga'];

function fromJson(body: Static<typeof UploadJsonBody>): Upload {
  return { bytes: proofBytes(body.fileData), packageId: Number(body.paqueteId), kind: body.tipo, operation: operationOf(body.operacion) };
}

async function fromMultipart(request: FastifyRequest, errors: FastifyInstance['multipartErrors']): Promise<Upload> {
  let bytes: Buffer | undefined;
  let packageField: string | undefined;
  let kind: MoreKind | undefined;
  let operation: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'comprobante') bytes = content;
      } else if (part.fieldname === 'paquete_id' || part.fieldname === 'paqueteId') {
        packageField = String(part.value);
      } else if (part.fieldname === 'tipo' && KINDS.includes(String(part.value))) {
        kind = String(part.value) as MoreKind;
      } else if (part.fieldname === 'operacion') {
        operation = operationOf(part.value);
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof errors.FilesLimitError) throw fail('TOO_MANY_FILES');
    throw fail('MALFORMED_UPLOAD');
  }
  if (bytes === undefined) throw noFile();
  if (!packageField || !/^[0-9]{1,9}$/.test(packageField)) throw fail('PACKAGE_REQUIRED');
  return { bytes, packageId: Number(packageField), kind, operation };
}

/**
 * Proof of payment: upload (multipart `comprobante` + `paquete_id`, or docs/product.md §7's JSON with base64) creates the
 * package request; receipts are served only to their owner and admins. Nothing is stored for a refused file,
 * and a stored file is deleted again when the request itself is refused.
 */
export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, config } = app.deps;
  // Scoped to this plugin: only these routes parse multipart, with the receipt's size limit.
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  route(app, 'POST /api/paquetes/uploadComprobante', {
    bodyLimit: PROOF_JSON_BODY_LIMIT,
    // Per member: a few retries are normal, a loop filling the disk is not.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.identity?.userId ?? request.ip } },
  }, async (request, reply) => {
    const identity = requireIdentity(request);
    // Fastify validated the JSON shape above; multipart bodies are parsed here.
    const upload = request.isMultipart() ? await fromMultipart(request, app.multipartErrors) : fromJson(request.body as Static<typeof UploadJsonBody>);
    const file = await checkProofFile(upload.bytes);
    const key = await files.put('receipts', upload.bytes, file.extension);
    let outcome;
    try {
      // The file's digest stands for the body: a retry under the same Idempotency-Key must carry the same file.
      const digest = createHash('sha256').update(upload.bytes).digest('hex');
      const ctx = commandContext(request, app.deps, { packageId: upload.packageId, digest });
      outcome = await requestPackage(db, ctx, { userId: identity.userId, packageId: upload.packageId, receiptKey: key, receiptMime: file.mime, receiptHash: digest, operation: upload.operation, tz: config.studioTz, kind: upload.kind });
    } catch (error) {
      await files.delete(key);
      throw error;
    }
    if (outcome.replayed) await files.delete(key); // a retried upload keeps the receipt of the first one
    const { requestId } = outcome.result;
    return reply.code(201).send({ publicUrl: receiptUrl(requestId), requestId });
  });

  route(app, 'GET /api/paquetes/receipts/:requestId', async (request, reply) => {
    const identity = requireIdentity(request);
    const receipt = await findRequest(db, Number(request.params.requestId));
    if (!receipt) throw fail('RECEIPT_NOT_FOUND');
    if (receipt.userId !== identity.userId && identity.role !== 'admin') throw fail('NOT_YOUR_DATA');
    const bytes = await files.get(receipt.receiptKey);
    if (!bytes) throw fail('RECEIPT_NOT_FOUND');
    return sendProof(reply, { bytes, key: receipt.receiptKey, mime: receipt.receiptMime, name: 'comprobante' });
  });
};
