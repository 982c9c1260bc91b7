import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../events/framework/errors';
import { findPlanDocument, findPlanForViewer, type StoredPlanDocument } from '../../projections/plans/plans.queries';
import { isStaff, requireIdentity } from '../platform/auth/identity';
import { studioTime } from '../../domain/time/studio-time';
import { planDocumentCache, type CachedDocument } from './plan-document-cache';
import { planEtag, preferredEncoding, versionsInIfNoneMatch } from './plan-etag';
import { planErrors } from './plan-rules';
import { renderPlanDocument } from '../../domain/plans/planificacion.view';

export const noPackage = () => fail('NO_PACKAGE');
const notAssigned = () => fail('PLAN_NOT_ASSIGNED');

const JSON_TYPE = 'application/json; charset=utf-8';
// Below this the compressed body would not be much smaller; @fastify/compress decides for those.
const COMPRESS_FROM_BYTES = 1024;

/** The stored text of a plan, or the document rendered from its tree on rows older than stored documents. */
export const documentText = (stored: StoredPlanDocument): string | null =>
  stored.document ?? (stored.tree ? renderPlanDocument(stored.tree, stored.version) : null);

/**
 * Serves one plan's document. One query answers both the access check and the plan's current version (and the
 * text only when neither the client's ETag nor this instance's cache holds that version); the answer is the stored
 * JSON text, never rebuilt, compressed once per version. Access is checked before a 304 as before a 200, so a
 * member who lost access gets the refusal, not "unchanged".
 */
export function planReader(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const cache = planDocumentCache();

  const cachedAt = async (planId: number, version: number, stored: StoredPlanDocument): Promise<CachedDocument> => {
    const hit = cache.get(planId, version);
    if (hit) return hit;
    const text = documentText(stored);
    if (text === null) {
      // The cache dropped the version the query skipped: read the text now (rare, and still consistent).
      const current = await findPlanDocument(db, planId);
      if (!current) throw planErrors.plan();
      return cache.put(planId, current.version, documentText(current)!);
    }
    return cache.put(planId, version, text);
  };

  return async function readPlan(request: FastifyRequest, reply: FastifyReply, planId: number) {
    const identity = requireIdentity(request);
    const clientVersions = versionsInIfNoneMatch(request.headers['if-none-match'], planId);
    const held = cache.versionOf(planId);
    const known = held === undefined ? clientVersions : [...clientVersions, held];
    const today = studioTime(clock.now(), config.studioTz).date;
    const found = await findPlanForViewer(db, planId, { userId: identity.userId, today }, known);
    if (!isStaff(identity.role)) {
      if (!found.hasPackage) throw noPackage();
      if (found.plan && !found.assigned) throw notAssigned();
      if (found.plan && !found.plan.visible) throw planErrors.plan();
    }
    if (!found.plan) throw planErrors.plan();

    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (clientVersions.includes(found.plan.version)) return reply.code(304).header('etag', planEtag(planId, found.plan.version)).send();

    const doc = await cachedAt(planId, found.plan.version, found.plan);
    reply.header('etag', planEtag(planId, doc.version));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.type(JSON_TYPE);
    if (!encoding || doc.raw.length < COMPRESS_FROM_BYTES) return reply.send(doc.raw);
    return reply.header('content-encoding', encoding).send(await doc.encoded(encoding));
  };
}
