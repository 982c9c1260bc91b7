import { Type } from 'typebox';
import { CreateNewsBody, NewsIdBody, NewsSchema, UpdateNewsBody, UploadImageBody } from '../news';
import { defineRoutes } from './route-schemas';

/**
 * Every news route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const newsApi = defineRoutes({
  'POST /api/noticias/uploadNoticiaImage': { access: 'admin', body: UploadImageBody, response: { 200: Type.Object({ publicUrl: Type.String() }), } },
  'POST /api/noticias/crearNoticia': { access: 'admin', errors: [404, 409, 422], body: CreateNewsBody, response: { 201: NewsSchema } },
  'GET /api/noticias/getNoticias': { access: 'member', response: { 200: Type.Array(NewsSchema) } },
  'POST /api/noticias/updateNoticia': { access: 'admin', errors: [404, 409, 422], body: UpdateNewsBody, response: { 200: NewsSchema } },
  'POST /api/noticias/deleteNoticia': { access: 'admin', errors: [404, 409, 422], body: NewsIdBody, response: { 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }) } },
  'GET /api/noticias/images/:file': {
    access: 'member',
    errors: [404],
    params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
    response: { 200: Type.Unsafe<Uint8Array>({ description: 'The image, as stored' }) },
  },
});
