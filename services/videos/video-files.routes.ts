import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { fail } from '../../events/framework/errors';
import { storeVideoStream, VIDEO_MAX_BYTES } from './video-upload';
import { addVideo } from './videos.commands';
import { route, commandContext } from '../platform/http/contract-route';

const FILE = /^[0-9a-f-]{36}\.(mp4|webm|mov)$/;
const fileUrl = (key: string) => `/api/videos/files/${key.slice('videos/'.length)}`;
const stripExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{2,5}$/, '');

/** Uploaded video files: a streamed multipart upload (admin) and range-request playback (signed-in users) by @fastify/static. */
export const videoFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files } = app.deps;
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });

  // multipart/form-data: `nombre` (optional, defaults to the file name) and one file field.
  route(app, 'POST /api/videos/uploadVideo', async (request, reply) => {
    if (!request.isMultipart()) throw fail('MULTIPART_REQUIRED');
    let nombre: string | undefined;
    let stored: { key: string; fileName: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'nombre' && typeof part.value === 'string') nombre = part.value.trim().slice(0, 200);
        continue;
      }
      if (stored) {
        part.file.resume();
        continue;
      }
      const { key } = await storeVideoStream(files, part.file, () => part.file.truncated);
      stored = { key, fileName: part.filename };
    }
    if (!stored) throw fail('VIDEO_REQUIRED');
    const name = nombre || stripExtension(stored.fileName).trim().slice(0, 200) || 'Video';
    try {
      const { result } = await addVideo(db, commandContext(request, app.deps, { upload: stored.key }), { nombre: name, url: fileUrl(stored.key), fileKey: stored.key });
      return reply.code(201).send(result);
    } catch (error) {
      await files.delete(stored.key).catch(() => undefined);
      throw error;
    }
  });

  // Playback: byte ranges (206, suffix ranges, 416 with `Content-Range: bytes */size`), HEAD, ETag / Last-Modified,
  // If-Range and the content type by extension are @fastify/static's (its `send`); the route below only decides
  // who may watch and which file it is. `serve: false`: this registration serves no route of its own, it decorates
  // reply.sendFile in this plugin's scope. Caching is ours: private, and a stored name never changes content.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, dotfiles: 'deny', index: false });

  route(app, 'GET /api/videos/files/:file', {
    // A range past the end is refused by `send` with the file's size in Content-Range (players read it there); the
    // app's error handler answers it as a problem, keeping the header, and a refusal is never cached.
    errorHandler: (error: Error & { headers?: Record<string, string> }, _request, reply) => {
      const contentRange = error.headers?.['Content-Range'];
      if (contentRange) reply.header('content-range', contentRange);
      reply.header('cache-control', 'no-store');
      throw error;
    },
  }, async (request, reply) => {
    const { file } = request.params;
    const local = FILE.test(file) ? files.localPath(`videos/${file}`) : undefined;
    const stat = local ? await fs.promises.stat(local).catch(() => undefined) : undefined;
    if (!local || !stat?.isFile()) throw fail('VIDEO_NOT_FOUND');
    return reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=31536000, immutable').sendFile(path.basename(local), path.dirname(local));
  });
};
