import { Type } from 'typebox';
import { problemResponses } from '../http';
import {
  ComentarioCreadoSchema,
  ComentariosLeidosSchema,
  ComentariosNuevosSchema,
  ComentarioSocioSchema,
  ComentarSesionBody,
  CumplimientoQuery,
  CumplimientoSchema,
  EntrenarHoyQuery,
  EntrenarHoySchema,
  FinalizarSesionBody,
  HistorialEjercicioBody,
  HistorialEjercicioSchema,
  IniciarSesionBody,
  LeerComentariosBody,
  RecordsEjercicioSchema,
  RegistrarSerieBody,
  SerieRegistradaSchema,
  SesionCreadaSchema,
  SesionDetalleSchema,
  SesionesQuery,
  SesionOkSchema,
  SesionParams,
  SesionResumenSchema,
  SocioParams,
  UltimaVezDiaSchema,
  UltimaVezPlanificacionesQuery,
  UltimaVezQuery,
  UltimaVezSchema,
} from '../workouts';
import type { RouteSchemas } from './route-schemas';

/**
 * Every workout-logging route. Commands take an `Idempotency-Key` header: an offline queue
 * replays each call with its key and gets the first answer again, never a duplicate.
 * Member routes act on the caller only; `socios/:clerkUserId/*`, `sesionesRecientes` and `comentarSesion` are staff's.
 */
export const workoutsApi = {
  'POST /api/entrenamientos/iniciarSesion': { body: IniciarSesionBody, response: { 200: SesionCreadaSchema, ...problemResponses } },
  'POST /api/entrenamientos/registrarSerie': { body: RegistrarSerieBody, response: { 200: SerieRegistradaSchema, ...problemResponses } },
  'POST /api/entrenamientos/finalizarSesion': { body: FinalizarSesionBody, response: { 200: SesionOkSchema, ...problemResponses } },
  'POST /api/entrenamientos/getHistorialEjercicio': { body: HistorialEjercicioBody, response: { 200: HistorialEjercicioSchema, ...problemResponses } },
  'GET /api/entrenamientos/sesiones': { querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema), ...problemResponses } },
  'GET /api/entrenamientos/sesiones/:id': { params: SesionParams, response: { 200: SesionDetalleSchema, ...problemResponses } },
  'GET /api/entrenamientos/ultimaVez': { querystring: UltimaVezQuery, response: { 200: Type.Array(UltimaVezSchema), ...problemResponses } },
  'GET /api/entrenamientos/ultimaVezPlanificaciones': { querystring: UltimaVezPlanificacionesQuery, response: { 200: Type.Array(UltimaVezDiaSchema), ...problemResponses } },
  'GET /api/entrenamientos/entrenarHoy': { querystring: EntrenarHoyQuery, response: { 200: Type.Array(EntrenarHoySchema), ...problemResponses } },
  'GET /api/entrenamientos/records': { response: { 200: Type.Array(RecordsEjercicioSchema), ...problemResponses } },
  'GET /api/entrenamientos/comentarios': { querystring: SesionesQuery, response: { 200: Type.Array(ComentarioSocioSchema), ...problemResponses } },
  'GET /api/entrenamientos/comentariosNuevos': { response: { 200: ComentariosNuevosSchema, ...problemResponses } },
  'POST /api/entrenamientos/leerComentarios': { body: LeerComentariosBody, response: { 200: ComentariosLeidosSchema, ...problemResponses } },
  // Staff (admins and coaches)
  'GET /api/entrenamientos/sesionesRecientes': { querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema), ...problemResponses } },
  'GET /api/entrenamientos/socios/:clerkUserId/sesiones': { params: SocioParams, querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema), ...problemResponses } },
  'GET /api/entrenamientos/socios/:clerkUserId/cumplimiento': { params: SocioParams, querystring: CumplimientoQuery, response: { 200: CumplimientoSchema, ...problemResponses } },
  'GET /api/entrenamientos/socios/:clerkUserId/records': { params: SocioParams, response: { 200: Type.Array(RecordsEjercicioSchema), ...problemResponses } },
  'POST /api/entrenamientos/comentarSesion': { body: ComentarSesionBody, response: { 200: ComentarioCreadoSchema, ...problemResponses } },
} satisfies RouteSchemas;
