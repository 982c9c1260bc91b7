import { Type } from 'typebox';
import { ProblemSchema, problemResponses } from '../http';
import { AddVideoBody, RenameVideoBody, VideoIdBody, VideoPageQuery, VideoPageSchema, VideoSchema } from '../videos';
import type { RouteSchemas } from './route-schemas';

/** Every videos route: params, body, query and answers, as the server validates them and the web types its calls. */
export const videosApi = {
  'GET /api/videos/getVideos': { querystring: VideoPageQuery, response: { 200: VideoPageSchema, ...problemResponses } },
  'POST /api/videos/addVideo': { body: AddVideoBody, response: { 201: VideoSchema, ...problemResponses } },
  'POST /api/videos/updateVideo': { body: RenameVideoBody, response: { 200: VideoSchema, ...problemResponses } },
  'POST /api/videos/deleteVideo': { body: VideoIdBody, response: { 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }), ...problemResponses } },
  'POST /api/videos/uploadVideo': { response: { 201: VideoSchema, 413: ProblemSchema, 415: ProblemSchema, ...problemResponses } },
  'GET /api/videos/files/:file': { params: Type.Object({ file: Type.String({ maxLength: 60 }) }) },
} satisfies RouteSchemas;
