import { Type } from 'typebox';
import { CompartirProgresoBody, ProgresoItemParams, ProgresoSchema, RegistrarMedidasBody, SubirFotoProgresoBody } from '../progress';
import { SocioParams } from '../workouts';
import { defineRoutes } from './route-schemas';

/**
 * A member's body measurements and progress photos. Each member writes only her own; staff read a member's only while
 * she shares them, and her photos are served to nobody else.
 */
export const progressApi = defineRoutes({
  'GET /api/progreso': { access: 'member', response: { 200: ProgresoSchema } },
  'POST /api/progreso/medidas': { access: 'member', errors: [400, 409, 422], body: RegistrarMedidasBody, response: { 200: ProgresoSchema } },
  'DELETE /api/progreso/medidas/:id': { access: 'member', errors: [404, 409, 422], params: ProgresoItemParams, response: { 200: ProgresoSchema } },
  'POST /api/progreso/fotos': { access: 'member', errors: [400, 409, 413, 415, 422], body: SubirFotoProgresoBody, response: { 200: ProgresoSchema } },
  'GET /api/progreso/fotos/:id': { access: 'member', errors: [403, 404], params: ProgresoItemParams, response: { 200: Type.Unsafe<Uint8Array>({ description: 'The photo, re-encoded without metadata' }) } },
  'DELETE /api/progreso/fotos/:id': { access: 'member', errors: [404, 409, 422], params: ProgresoItemParams, response: { 200: ProgresoSchema } },
  'PUT /api/progreso/compartir': { access: 'member', errors: [409, 422], body: CompartirProgresoBody, response: { 200: ProgresoSchema } },
  'GET /api/entrenamientos/socios/:clerkUserId/progreso': { access: 'staff', errors: [404], params: SocioParams, response: { 200: ProgresoSchema } },
});
