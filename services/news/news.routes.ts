import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findNews, isImageInUse, listNews } from '../../projections/news/news-posts.queries';
import { assertUploadedImage, imageKeyOf, imageKeyOfFile, imageUrlFor, storeNewsImage } from './news-image-files';
import { decodeBase64Image, IMAGE_MIME, NEWS_IMAGE_MAX_BYTES, processNewsImage } from './news-image';
import { deleteNews, newsDate, publishNews, updateNews } from './news.commands';
import { route, commandContext } from '../platform/http/contract-route';

// base64 is 4/3 of the bytes, plus the JSON around it.
const UPLOAD_BODY_LIMIT = Math.ceil((NEWS_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** docs/product.md §7 News, under /api/noticias/. Reading is for any signed-in user; writing for admins. */
export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, files, config } = app.deps;

  // After the commit, and only when no post shows it any more: a failed delete just leaves an unused file.
  const dropUnusedImage = async (url: string) => {
    const key = imageKeyOf(url);
    if (key && !(await isImageInUse(db, url))) await files.delete(key).catch(() => undefined);
  };

  route(app, 'POST /api/noticias/uploadNoticiaImage', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const image = await processNewsImage(decodeBase64Image(request.body.fileData));
    const key = await storeNewsImage(files, image.bytes, image.extension);
    return { publicUrl: imageUrlFor(key) };
  });

  route(app, 'POST /api/noticias/crearNoticia', async (request, reply) => {
    const body = request.body;
    if (!body.imagen_url) throw fail('IMAGE_REQUIRED');
    const ctx = commandContext(request, app.deps);
    const content = { titulo: body.titulo.trim(), subtitulo: body.subtitulo?.trim() ?? '', contenido: body.contenido.trim(), imagenUrl: await assertUploadedImage(files, body.imagen_url) };
    const { result } = await publishNews(db, ctx, { content, fecha: newsDate(body.fecha, ctx.now, config.studioTz) });
    const created = await findNews(db, result.newsId);
    if (!created) throw fail('NEWS_NOT_FOUND');
    return reply.code(201).send(created);
  });

  route(app, 'GET /api/noticias/getNoticias', async () => listNews(db));

  route(app, 'POST /api/noticias/updateNoticia', async (request) => {
    const body = request.body;
    const imagenUrl = body.imagen_url ? await assertUploadedImage(files, body.imagen_url) : undefined;
    const content = { titulo: body.titulo.trim(), subtitulo: body.subtitulo?.trim() ?? '', contenido: body.contenido.trim(), imagenUrl };
    const { result, replayed } = await updateNews(db, commandContext(request, app.deps), body.id, content);
    if (result.replacedImage && !replayed) await dropUnusedImage(result.replacedImage);
    const updated = await findNews(db, body.id);
    if (!updated) throw fail('NEWS_NOT_FOUND');
    return updated;
  });

  route(app, 'POST /api/noticias/deleteNoticia', async (request) => {
    const { result, replayed } = await deleteNews(db, commandContext(request, app.deps), request.body.id);
    if (result.imagenUrl && !replayed) await dropUnusedImage(result.imagenUrl);
    return { id: request.body.id, deleted: true };
  });

  route(app, 'GET /api/noticias/images/:file', async (request, reply) => {
    const key = imageKeyOfFile(request.params.file);
    const bytes = key && (await files.get(key));
    if (!key || !bytes) throw fail('IMAGE_NOT_FOUND');
    const extension = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .type(IMAGE_MIME[extension] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      // Keys are never reused (a new upload gets a new name), so the bytes behind a URL never change.
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
};
