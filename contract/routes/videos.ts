import { Type } from 'typebox';
import { AddVideoBody, RenameVideoBody, VideoIdBody, VideoPageQuery, VideoPageSchema, VideoSchema } from '../videos';
import { defineRoutes } from './route-schemas';

/**
 * Every videos route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const videosApi = defineRoutes({
  'GET /api/videos/getVideos': { access: 'member', querystring: VideoPageQuery, response: { 200: VideoPageSchema } },
  'POST /api/videos/addVideo': { access: 'admin', errors: [409, 422], body: AddVideoBody, response: { 201: VideoSchema } },
  'POST /api/videos/updateVideo': { access: 'admin', errors: [404, 409, 422], body: RenameVideoBody, response: { 200: VideoSchema } },
  'POST /api/videos/deleteVideo': { access: 'admin', errors: [404, 409, 422], body: VideoIdBody, response: { 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }) } },
  'POST /api/videos/uploadVideo': { access: 'admin', errors: [400, 409, 422], response: { 201: VideoSchema, } },
  'GET /api/videos/files/:file': {
    access: 'member',
    errors: [404, 416],
    params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
    response: { 200: Type.Unsafe<Uint8Array>({ description: 'The video' }), 206: Type.Unsafe<Uint8Array>({ description: 'The byte range asked for' }) },
  },
});
