import { Type } from 'typebox';
import { ProblemSchema, problemResponses } from '../http';
import { CreateNewsBody, NewsIdBody, NewsSchema, UpdateNewsBody, UploadImageBody } from '../news';
import type { RouteSchemas } from './route-schemas';

/** Every news route: params, body, query and answers, as the server validates them and the web types its calls. */
export const newsApi = {
  'POST /api/noticias/uploadNoticiaImage': { body: UploadImageBody, response: { 200: Type.Object({ publicUrl: Type.String() }), 413: ProblemSchema, 415: ProblemSchema, ...problemResponses } },
  'POST /api/noticias/crearNoticia': { body: CreateNewsBody, response: { 201: NewsSchema, ...problemResponses } },
  'GET /api/noticias/getNoticias': { response: { 200: Type.Array(NewsSchema), ...problemResponses } },
  'POST /api/noticias/updateNoticia': { body: UpdateNewsBody, response: { 200: NewsSchema, ...problemResponses } },
  'POST /api/noticias/deleteNoticia': { body: NewsIdBody, response: { 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }), ...problemResponses } },
  'GET /api/noticias/images/:file': { params: Type.Object({ file: Type.String({ maxLength: 60 }) }) },
} satisfies RouteSchemas;
