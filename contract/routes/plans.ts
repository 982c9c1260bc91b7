import { Type } from 'typebox';
import { IdBody } from '../catalog';
import { AddBloqueBody, AddEjercicioBody, AddPlanBody, AddSerieBody, AssignBody, AssignmentSchema, BloqueDescansoBody, BloqueRefBody, ClerkUserBody, CreatedPlanSchema, DeleteEjercicioBody, DeletedSchema, DiaBody, EditResultSchema, EjercicioRefBody, EjercicioVideoBody, PlanAssigneeSchema, PlanListItemSchema, PlanMemberLinkSchema, PlanParams, PlanSummarySchema, PlanificacionSchema, RenameBody, SemanaBody, SerieRefBody, UpdateSerieBody, VisibleBody } from '../plans';
import { defineRoutes } from './route-schemas';
import { BloqueFormatoBody, CopyBloqueBody, CopyDiaBody, CreatedPlanSchema as CopiedPlanSchema, DuplicatePlanBody, EjercicioDescansoBody, EjercicioNotasBody } from '../plans';
import { AplicarProgresionBody, ProgresionPreviewSchema, ProgresionResultSchema } from '../plans';
import { AddLibraryExerciseBody, CopiaGrupoBody, CopiasGrupoSchema, DuplicateSemanaBody, LibraryExerciseSchema, LibraryQuery, SeriesEjercicioBody, UpdateLibraryExerciseBody } from '../plans';

const answers = { 200: EditResultSchema };

/**
 * Every plans route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 * Coaches build and edit plans and keep the exercise library (staff), like admins; money, packages and roles stay
 * admin-only. Members read the plans assigned to them while they hold a package.
 */
export const plansApi = defineRoutes({
  'POST /api/planificaciones/addEjercicio': { access: 'staff', errors: [404, 409, 422], body: AddEjercicioBody, response: answers },
  'POST /api/planificaciones/duplicateEjercicio': { access: 'staff', errors: [404, 409, 422], body: EjercicioRefBody, response: answers },
  'DELETE /api/planificaciones/deleteEjercicio': { access: 'staff', errors: [404, 409, 422], body: DeleteEjercicioBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioTitle': { access: 'staff', errors: [404, 409, 422], body: RenameBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioVideo': { access: 'staff', errors: [404, 409, 422], body: EjercicioVideoBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioNotas': { access: 'staff', errors: [404, 409, 422], body: EjercicioNotasBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioDescanso': { access: 'staff', errors: [404, 409, 422], body: EjercicioDescansoBody, response: answers },
  'POST /api/planificaciones/copyDia': { access: 'staff', errors: [404, 409, 422], body: CopyDiaBody, response: answers },
  'POST /api/planificaciones/copyBloque': { access: 'staff', errors: [404, 409, 422], body: CopyBloqueBody, response: answers },
  'POST /api/planificaciones/duplicatePlanificacion': { access: 'staff', errors: [404, 409, 422], body: DuplicatePlanBody, response: { 201: CopiedPlanSchema } },
  'POST /api/planificaciones/addSerie': { access: 'staff', errors: [404, 409, 422], body: AddSerieBody, response: answers },
  'POST /api/planificaciones/duplicateSerie': { access: 'staff', errors: [404, 409, 422], body: SerieRefBody, response: answers },
  'DELETE /api/planificaciones/deleteSerie': { access: 'staff', errors: [404, 409, 422], body: SerieRefBody, response: answers },
  'PUT /api/planificaciones/updateSerie': { access: 'staff', errors: [404, 409, 422], body: UpdateSerieBody, response: answers },
  'PUT /api/planificaciones/updateSeriesEjercicio': { access: 'staff', errors: [404, 409, 422], body: SeriesEjercicioBody, response: answers },
  'GET /api/planificaciones/getBiblioteca': { access: 'staff', querystring: LibraryQuery, response: { 200: Type.Array(LibraryExerciseSchema) } },
  'POST /api/planificaciones/addEjercicioBiblioteca': { access: 'staff', errors: [409, 422], body: AddLibraryExerciseBody, response: { 201: LibraryExerciseSchema } },
  'PUT /api/planificaciones/updateEjercicioBiblioteca': { access: 'staff', errors: [404, 409, 422], body: UpdateLibraryExerciseBody, response: { 200: LibraryExerciseSchema } },
  'DELETE /api/planificaciones/deleteEjercicioBiblioteca': { access: 'staff', errors: [404, 409, 422], body: IdBody, response: { 200: DeletedSchema } },
  'POST /api/planificaciones/asignarCopiaAGrupo': { access: 'staff', errors: [404, 409, 422], body: CopiaGrupoBody, response: { 201: CopiasGrupoSchema } },
  'POST /api/planificaciones/addSemana': { access: 'staff', errors: [404, 409, 422], body: SemanaBody, response: answers },
  'POST /api/planificaciones/updateSemanaNombre': { access: 'staff', errors: [404, 409, 422], body: RenameBody, response: answers },
  'POST /api/planificaciones/duplicateSemana': { access: 'staff', errors: [404, 409, 422], body: DuplicateSemanaBody, response: answers },
  'POST /api/planificaciones/previsualizarProgresion': { access: 'staff', errors: [404, 409], body: AplicarProgresionBody, response: { 200: ProgresionPreviewSchema } },
  'POST /api/planificaciones/aplicarProgresion': { access: 'staff', errors: [404, 409, 422], body: AplicarProgresionBody, response: { 200: ProgresionResultSchema } },
  'POST /api/planificaciones/deleteSemana': { access: 'staff', errors: [404, 409, 422], body: SemanaBody, response: answers },
  'POST /api/planificaciones/addDia': { access: 'staff', errors: [404, 409, 422], body: DiaBody, response: answers },
  'POST /api/planificaciones/deleteDia': { access: 'staff', errors: [404, 409, 422], body: DiaBody, response: answers },
  'POST /api/planificaciones/addBloque': { access: 'staff', errors: [404, 409, 422], body: AddBloqueBody, response: answers },
  'POST /api/planificaciones/deleteBloque': { access: 'staff', errors: [404, 409, 422], body: BloqueRefBody, response: answers },
  'PUT /api/planificaciones/updateBloqueDescanso': { access: 'staff', errors: [404, 409, 422], body: BloqueDescansoBody, response: answers },
  'PUT /api/planificaciones/updateBloqueFormato': { access: 'staff', errors: [404, 409, 422], body: BloqueFormatoBody, response: answers },
  'PUT /api/planificaciones/updateBloqueTitulo': { access: 'staff', errors: [404, 409, 422], body: RenameBody, response: answers },
  'POST /api/planificaciones/getPlanificacionById': { access: 'member', errors: [403, 404, 409], body: IdBody, response: { 200: PlanificacionSchema, 304: Type.Null() } },
  'GET /api/planificaciones/:id': { access: 'member', errors: [403, 404, 409], params: PlanParams, response: { 200: PlanificacionSchema, 304: Type.Null() } },
  'POST /api/planificaciones/getPlanificaciones': { access: 'member', errors: [403, 409], body: ClerkUserBody, response: { 200: Type.Array(PlanificacionSchema) } },
  'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': { access: 'member', errors: [403, 409], body: ClerkUserBody, response: { 200: Type.Array(PlanSummarySchema) } },
  'GET /api/planificaciones/getPlanificacionesList': { access: 'staff', response: { 200: Type.Array(PlanListItemSchema) } },
  'GET /api/planificaciones/getUsersPlanificaciones': { access: 'staff', response: { 200: Type.Array(PlanMemberLinkSchema) } },
  'GET /api/planificaciones/getAsignadosPlanificaciones': { access: 'staff', response: { 200: Type.Array(PlanAssigneeSchema) } },
  'POST /api/planificaciones/addPlanificacion': { access: 'staff', errors: [409, 422], body: AddPlanBody, response: { 201: CreatedPlanSchema } },
  'PUT /api/planificaciones/:id': { access: 'staff', errors: [404, 409, 422], params: PlanParams, body: RenameBody, response: { 200: EditResultSchema } },
  'POST /api/planificaciones/handleVisiblePlanificacion': { access: 'staff', errors: [404, 409, 422], body: VisibleBody, response: { 200: EditResultSchema } },
  'POST /api/planificaciones/deletePlanificacionUsr': { access: 'staff', errors: [404, 409, 422], body: IdBody, response: { 200: EditResultSchema } },
  'POST /api/planificaciones/deletePlanificacion': { access: 'staff', errors: [404, 409, 422], body: IdBody, response: { 200: DeletedSchema } },
  'POST /api/planificaciones/assignPlanificacionToUser': { access: 'staff', errors: [404, 409, 422], body: AssignBody, response: { 200: AssignmentSchema } },
  'POST /api/planificaciones/deletePlanificacionFromUser': { access: 'staff', errors: [404, 409, 422], body: AssignBody, response: { 200: AssignmentSchema } },
});
