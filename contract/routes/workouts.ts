import { Type } from 'typebox';
import {
  BloqueRegistradoSchema,
  RegistrarBloqueBody,
  ComentarioCreadoSchema,
  ComentariosLeidosSchema,
  ComentariosNuevosSchema,
  ComentarioSocioSchema,
  ComentarSesionBody,
  ConfirmarMaximoBody,
  FijarMaximoBody,
  IncrementoDiscoBody,
  MaximosSchema,
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
import { ElegirDiaPizarraBody, PizarraQuery, PizarraSchema, RegistrarSeriePizarraBody, SeriePizarraRegistradaSchema } from '../class-board';
import { defineRoutes } from './route-schemas';

/**
 * Every workout-logging route. Commands take an `Idempotency-Key` header: an offline queue
 * replays each call with its key and gets the first answer again, never a duplicate.
 * Member routes act on the caller only; `socios/:clerkUserId/*`, `sesionesRecientes` and `comentarSesion` are staff's.
 */
export const workoutsApi = defineRoutes({
  'POST /api/entrenamientos/iniciarSesion': { access: 'member', errors: [403, 404, 409, 422], body: IniciarSesionBody, response: { 200: SesionCreadaSchema } },
  'POST /api/entrenamientos/registrarSerie': { access: 'member', errors: [403, 404, 409, 422], body: RegistrarSerieBody, response: { 200: SerieRegistradaSchema } },
  'POST /api/entrenamientos/registrarBloque': { access: 'member', errors: [403, 404, 409, 422], body: RegistrarBloqueBody, response: { 200: BloqueRegistradoSchema } },
  'POST /api/entrenamientos/finalizarSesion': { access: 'member', errors: [403, 404, 409, 422], body: FinalizarSesionBody, response: { 200: SesionOkSchema } },
  'POST /api/entrenamientos/getHistorialEjercicio': { access: 'member', errors: [403, 404], body: HistorialEjercicioBody, response: { 200: HistorialEjercicioSchema } },
  'GET /api/entrenamientos/sesiones': { access: 'member', querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema) } },
  'GET /api/entrenamientos/sesiones/:id': { access: 'member', errors: [403, 404], params: SesionParams, response: { 200: SesionDetalleSchema } },
  'GET /api/entrenamientos/ultimaVez': { access: 'member', querystring: UltimaVezQuery, response: { 200: Type.Array(UltimaVezSchema) } },
  'GET /api/entrenamientos/ultimaVezPlanificaciones': { access: 'member', querystring: UltimaVezPlanificacionesQuery, response: { 200: Type.Array(UltimaVezDiaSchema) } },
  'GET /api/entrenamientos/entrenarHoy': { access: 'member', querystring: EntrenarHoyQuery, response: { 200: Type.Array(EntrenarHoySchema) } },
  'GET /api/entrenamientos/records': { access: 'member', response: { 200: Type.Array(RecordsEjercicioSchema) } },
  'GET /api/entrenamientos/maximos': { access: 'member', response: { 200: MaximosSchema } },
  'GET /api/entrenamientos/comentarios': { access: 'member', querystring: SesionesQuery, response: { 200: Type.Array(ComentarioSocioSchema) } },
  'GET /api/entrenamientos/comentariosNuevos': { access: 'member', response: { 200: ComentariosNuevosSchema } },
  'POST /api/entrenamientos/leerComentarios': { access: 'member', errors: [403, 404, 422], body: LeerComentariosBody, response: { 200: ComentariosLeidosSchema } },
  // Staff (admins and coaches)
  'GET /api/entrenamientos/sesionesRecientes': { access: 'staff', querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema) } },
  'GET /api/entrenamientos/socios/:clerkUserId/sesiones': { access: 'staff', errors: [404], params: SocioParams, querystring: SesionesQuery, response: { 200: Type.Array(SesionResumenSchema) } },
  'GET /api/entrenamientos/socios/:clerkUserId/cumplimiento': { access: 'staff', errors: [404], params: SocioParams, querystring: CumplimientoQuery, response: { 200: CumplimientoSchema } },
  'GET /api/entrenamientos/socios/:clerkUserId/records': { access: 'staff', errors: [404], params: SocioParams, response: { 200: Type.Array(RecordsEjercicioSchema) } },
  'GET /api/entrenamientos/socios/:clerkUserId/maximos': { access: 'staff', errors: [404], params: SocioParams, response: { 200: MaximosSchema } },
  'PUT /api/entrenamientos/socios/:clerkUserId/maximos': { access: 'staff', errors: [400, 404, 409, 422], params: SocioParams, body: FijarMaximoBody, response: { 200: MaximosSchema } },
  'POST /api/entrenamientos/socios/:clerkUserId/maximos/confirmar': { access: 'staff', errors: [400, 404, 409, 422], params: SocioParams, body: ConfirmarMaximoBody, response: { 200: MaximosSchema } },
  'PUT /api/entrenamientos/incrementoDisco': { access: 'admin', errors: [400, 409, 422], body: IncrementoDiscoBody, response: { 200: Type.Object({ incremento_disco: Type.Number() }) } },
  // The pizarra: a class's plan day with each checked-in member's own targets
  'GET /api/entrenamientos/pizarra': { access: 'staff', errors: [404], querystring: PizarraQuery, response: { 200: PizarraSchema } },
  'PUT /api/entrenamientos/pizarra/dia': { access: 'staff', errors: [404, 409, 422], body: ElegirDiaPizarraBody, response: { 200: PizarraSchema } },
  'POST /api/entrenamientos/pizarra/registrarSerie': { access: 'staff', errors: [400, 404, 409, 422], body: RegistrarSeriePizarraBody, response: { 200: SeriePizarraRegistradaSchema } },
  'POST /api/entrenamientos/comentarSesion': { access: 'staff', errors: [404, 409, 422], body: ComentarSesionBody, response: { 200: ComentarioCreadoSchema } },
});
