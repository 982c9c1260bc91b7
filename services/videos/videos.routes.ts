import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findVideo, listVideos } from '../../projections/videos/videos.queries';
import { parsePagination } from './pagination';
import { videoFilesRoutes } from './video-files.routes';
import { addVideo, assertVideoLink, removeVideo, renameVideo } from './videos.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** docs/product.md §7 Videos: the paged library for members, and the admin's add / rename / delete. */
export const videosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files } = app.deps;

  route(app, 'GET /api/videos/getVideos', async (request) => {
    const { page, limit } = parsePagination(request.query);
    return listVideos(db, page, limit, request.query.q ?? '');
  });

  route(app, 'POST /api/videos/addVideo', async (request, reply) => {
    const url = assertVideoLink(request.body.url);
    const { result } = await addVideo(db, commandContext(request, app.deps), { nombre: request.body.nombre.trim(), url });
    return reply.code(201).send(result);
  });

  route(app, 'POST /api/videos/updateVideo', async (request) => {
    await renameVideo(db, commandContext(request, app.deps), request.body.id, request.body.nombre.trim());
    const video = await findVideo(db, request.body.id);
    if (!video) throw fail('VIDEO_NOT_FOUND');
    return { id: video.id, nombre: video.nombre, url: video.url };
  });

  route(app, 'POST /api/videos/deleteVideo', async (request) => {
    const { result, replayed } = await removeVideo(db, commandContext(request, app.deps), request.body.id);
    // After the commit: a failed file delete only leaves an unreachable file behind.
    if (result.fileKey && !replayed) await files.delete(result.fileKey).catch(() => undefined);
    return { id: request.body.id, deleted: true };
  });

  await app.register(videoFilesRoutes);
};
