import type { FastifyReply } from 'fastify';
import { fail } from '../../../events/framework/errors';
import { PROOF_MAX_BYTES } from './proof-file';

// base64 grows a file by 4/3; the JSON shape of a 10 MB proof needs ~14 MB of body.
export const PROOF_JSON_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A proof sent in JSON (base64, with or without its `data:` prefix) as bytes; none or not base64 is refused. */
export function proofBytes(fileData: string | undefined): Buffer {
  const data = (fileData ?? '').replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!data) throw fail('NO_FILE');
  if (!BASE64.test(data)) throw fail('INVALID_FILE_DATA');
  return Buffer.from(data, 'base64');
}

/**
 * A stored proof (a receipt, a medical certificate) sent back to its owner or an admin. A PDF may carry scripts (an
 * open action): it is downloaded, never rendered inside the app's origin; whatever it is, opened on its own it runs
 * sandboxed (no scripts, no same-origin access).
 */
export function sendProof(reply: FastifyReply, proof: { bytes: Buffer; key: string; mime: string; name: string }) {
  const extension = proof.key.split('.').pop();
  const disposition = proof.mime === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('content-type', proof.mime)
    .header('content-disposition', `${disposition}; filename="${proof.name}.${extension}"`)
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(proof.bytes);
}
