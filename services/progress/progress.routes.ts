import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { studioTime } from '../../domain/time/studio-time';
import { existingUserIds } from '../../projections/groups/groups.queries';
import { findProgressPhoto, sharesBodyProgress } from '../../projections/progress/body-progress.queries';
import { isStaff, requireIdentity } from '../platform/auth/identity';
import { commandContext, route } from '../platform/http/contract-route';
import { PROOF_JSON_BODY_LIMIT, proofBytes, sendProof } from '../platform/uploads/proof-transfer';
import { addProgressPhoto, logBodyMeasurements, removeBodyMeasurement, removeProgressPhoto, shareBodyProgress } from './body-progress.commands';
import { bodyProgressView, poseOf, sharedBodyProgressView } from './body-progress.view';
import { processProgressPhoto } from './progress-photo';

/**
 * A member's body measurements and progress photos: she writes and reads her own; staff read a member's only while
 * she shares them (docs/features/body-progress.md). Every write answers her whole progress afterwards.
 */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;

  route(app, 'GET /api/progreso', async (request) => bodyProgressView(db, requireIdentity(request).userId));

  route(app, 'POST /api/progreso/medidas', async (request) => {
    const { userId } = requireIdentity(request);
    const { fecha, ...figures } = request.body;
    await logBodyMeasurements(db, commandContext(request, app.deps), { userId, date: fecha, figures, today: today() });
    return bodyProgressView(db, userId);
  });

  route(app, 'DELETE /api/progreso/medidas/:id', async (request) => {
    const { userId } = requireIdentity(request);
    await removeBodyMeasurement(db, commandContext(request, app.deps), { userId, measurementId: request.params.id });
    return bodyProgressView(db, userId);
  });

  route(app, 'POST /api/progreso/fotos', {
    bodyLimit: PROOF_JSON_BODY_LIMIT,
    // Per member: a few retries are normal, a loop filling the disk is not.
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.identity?.userId ?? request.ip } },
  }, async (request) => {
    const { userId } = requireIdentity(request);
    const photo = await processProgressPhoto(proofBytes(request.body.fileData));
    const key = await files.put('progress', photo.bytes, photo.extension);
    try {
      const outcome = await addProgressPhoto(db, commandContext(request, app.deps), { userId, date: request.body.fecha, pose: poseOf(request.body.pose), file: { key, mime: photo.mime }, today: today() });
      if (outcome.replayed) await files.delete(key); // a retried upload keeps the photo of the first one
    } catch (error) {
      await files.delete(key);
      throw error;
    }
    return bodyProgressView(db, userId);
  });

  route(app, 'GET /api/progreso/fotos/:id', async (request, reply) => {
    const identity = requireIdentity(request);
    const photo = await findProgressPhoto(db, request.params.id);
    if (!photo) throw fail('PROGRESS_PHOTO_NOT_FOUND');
    const hers = photo.user_id === identity.userId;
    if (!hers && !(isStaff(identity.role) && (await sharesBodyProgress(db, photo.user_id)))) throw fail('NOT_YOUR_DATA');
    const bytes = await files.get(photo.file_key);
    if (!bytes) throw fail('PROGRESS_PHOTO_NOT_FOUND');
    return sendProof(reply, { bytes, key: photo.file_key, mime: photo.mime, name: 'foto-de-progreso' });
  });

  route(app, 'DELETE /api/progreso/fotos/:id', async (request) => {
    const { userId } = requireIdentity(request);
    const photo = await findProgressPhoto(db, request.params.id);
    // Another member's photo is as absent as one never taken: its id tells her nothing.
    await removeProgressPhoto(db, commandContext(request, app.deps), { userId, photoId: request.params.id });
    if (photo?.user_id === userId) await files.delete(photo.file_key).catch(() => undefined);
    return bodyProgressView(db, userId);
  });

  route(app, 'PUT /api/progreso/compartir', async (request) => {
    const { userId } = requireIdentity(request);
    await shareBodyProgress(db, commandContext(request, app.deps), { userId, shared: request.body.compartido });
    return bodyProgressView(db, userId);
  });

  route(app, 'GET /api/entrenamientos/socios/:clerkUserId/progreso', async (request) => {
    const userId = request.params.clerkUserId;
    if (!(await existingUserIds(db, [userId])).has(userId)) throw fail('MEMBER_NOT_FOUND');
    return sharedBodyProgressView(db, userId);
  });
};
