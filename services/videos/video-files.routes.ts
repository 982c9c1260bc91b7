import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { fail } from '../../events/framework/errors';
import { commandContext } from '../platform/deps';
import { ProblemSchema, problemResponses } from '../../contract/http';
import { parseByteRange } from './byte-range';
import { storeVideoStream, VIDEO_MAX_BYTES, VIDEO_MIME } from './video-upload';
import { addVideo } from './videos.commands';
import { VideoSchema } from '../../contract/videos';

const FILE = /^[0-9a-f-]{36}\.(mp4|webm|mov)$/;
const fileUrl = (key: string) => `/api/videos/files/${key.slice('videos/'.length)}`;
const stripExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{2,5}$/, '');

/** Uploaded video files: a streamed multipart upload (admin) and range-request playback (signed-in users). */
export const videoFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files } = app.deps;
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });

  // multipart/form-data: `nombre` (optional, defaults to the file name) and one file field.
  app.post('/api/videos/uploadVideo', {
    config: { access: 'admin' },
    schema: { response: { 201: VideoSchema, 413: ProblemSchema, 415: ProblemSchema, ...problemResponses } },
  }, async (request, reply) => {
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

  app.get('/api/videos/files/:file', {
    schema: { params: Type.Object({ file: Type.String({ maxLength: 60 }) }) },
  }, async (request, reply) => {
    const { file } = request.params;
    const path = FILE.test(file) ? files.localPath(`videos/${file}`) : undefined;
    const stat = path ? await fs.promises.stat(path).catch(() => undefined) : undefined;
    if (!path || !stat) throw fail('VIDEO_NOT_FOUND');
    const size = stat.size;
    const range = parseByteRange(request.headers.range, size);
    reply
      .type(VIDEO_MIME[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    if (!range) return reply.header('content-length', size).send(fs.createReadStream(path));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(fs.createReadStream(path, { start: range.start, end: range.end }));
  });
};
