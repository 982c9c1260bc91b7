import { Type } from 'typebox';
import { IdBody } from '../catalog';
import { problemResponses } from '../http';
import { AddBloqueBody, AddEjercicioBody, AddPlanBody, AddSerieBody, AssignBody, AssignmentSchema, BloqueDescansoBody, BloqueRefBody, ClerkUserBody, CreatedPlanSchema, DeleteEjercicioBody, DeletedSchema, DiaBody, EditResultSchema, EjercicioRefBody, EjercicioVideoBody, PlanAssigneeSchema, PlanListItemSchema, PlanMemberLinkSchema, PlanParams, PlanSummarySchema, PlanificacionSchema, RenameBody, SemanaBody, SerieRefBody, UpdateSerieBody, VisibleBody } from '../plans';
import type { RouteSchemas } from './route-schemas';
import { CopyBloqueBody, CopyDiaBody, CreatedPlanSchema as CopiedPlanSchema, DuplicatePlanBody, EjercicioDescansoBody, EjercicioNotasBody } from '../plans';
import { AplicarProgresionBody, ProgresionPreviewSchema, ProgresionResultSchema } from '../plans';
import { AddLibraryExerciseBody, CopiaGrupoBody, CopiasGrupoSchema, DuplicateSemanaBody, LibraryExerciseSchema, LibraryQuery, SeriesEjercicioBody, UpdateLibraryExerciseBody } from '../plans';

const answers = { 200: EditResultSchema, ...problemResponses };

/** Every plans route: params, body, query and answers, as the server validates them and the web types its calls. */
export const plansApi = {
  'POST /api/planificaciones/addEjercicio': { body: AddEjercicioBody, response: answers },
  'POST /api/planificaciones/duplicateEjercicio': { body: EjercicioRefBody, response: answers },
  'DELETE /api/planificaciones/deleteEjercicio': { body: DeleteEjercicioBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioTitle': { body: RenameBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioVideo': { body: EjercicioVideoBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioNotas': { body: EjercicioNotasBody, response: answers },
  'PUT /api/planificaciones/updateEjercicioDescanso': { body: EjercicioDescansoBody, response: answers },
  'POST /api/planificaciones/copyDia': { body: CopyDiaBody, response: answers },
  'POST /api/planificaciones/copyBloque': { body: CopyBloqueBody, response: answers },
  'POST /api/planificaciones/duplicatePlanificacion': { body: DuplicatePlanBody, response: { 201: CopiedPlanSchema, ...problemResponses } },
  'POST /api/planificaciones/addSerie': { body: AddSerieBody, response: answers },
  'POST /api/planificaciones/duplicateSerie': { body: SerieRefBody, response: answers },
  'DELETE /api/planificaciones/deleteSerie': { body: SerieRefBody, response: answers },
  'PUT /api/planificaciones/updateSerie': { body: UpdateSerieBody, response: answers },
  'PUT /api/planificaciones/updateSeriesEjercicio': { body: SeriesEjercicioBody, response: answers },
  'GET /api/planificaciones/getBiblioteca': { querystring: LibraryQuery, response: { 200: Type.Array(LibraryExerciseSchema), ...problemResponses } },
  'POST /api/planificaciones/addEjercicioBiblioteca': { body: AddLibraryExerciseBody, response: { 201: LibraryExerciseSchema, ...problemResponses } },
  'PUT /api/planificaciones/updateEjercicioBiblioteca': { body: UpdateLibraryExerciseBody, response: { 200: LibraryExerciseSchema, ...problemResponses } },
  'DELETE /api/planificaciones/deleteEjercicioBiblioteca': { body: IdBody, response: { 200: DeletedSchema, ...problemResponses } },
  'POST /api/planificaciones/asignarCopiaAGrupo': { body: CopiaGrupoBody, response: { 201: CopiasGrupoSchema, ...problemResponses } },
  'POST /api/planificaciones/addSemana': { body: SemanaBody, response: answers },
  'POST /api/planificaciones/updateSemanaNombre': { body: RenameBody, response: answers },
  'POST /api/planificaciones/duplicateSemana': { body: DuplicateSemanaBody, response: answers },
  'POST /api/planificaciones/previsualizarProgresion': { body: AplicarProgresionBody, response: { 200: ProgresionPreviewSchema, ...problemResponses } },
  'POST /api/planificaciones/aplicarProgresion': { body: AplicarProgresionBody, response: { 200: ProgresionResultSchema, ...problemResponses } },
  'POST /api/planificaciones/deleteSemana': { body: SemanaBody, response: answers },
  'POST /api/planificaciones/addDia': { body: DiaBody, response: answers },
  'POST /api/planificaciones/deleteDia': { body: DiaBody, response: answers },
  'POST /api/planificaciones/addBloque': { body: AddBloqueBody, response: answers },
  'POST /api/planificaciones/deleteBloque': { body: BloqueRefBody, response: answers },
  'PUT /api/planificaciones/updateBloqueDescanso': { body: BloqueDescansoBody, response: answers },
  'PUT /api/planificaciones/updateBloqueTitulo': { body: RenameBody, response: answers },
  'POST /api/planificaciones/getPlanificacionById': { body: IdBody, response: { 200: PlanificacionSchema, 304: Type.Null(), ...problemResponses } },
  'GET /api/planificaciones/:id': { params: PlanParams, response: { 200: PlanificacionSchema, 304: Type.Null(), ...problemResponses } },
  'POST /api/planificaciones/getPlanificaciones': { body: ClerkUserBody, response: { 200: Type.Array(PlanificacionSchema), ...problemResponses } },
  'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': { body: ClerkUserBody, response: { 200: Type.Array(PlanSummarySchema), ...problemResponses } },
  'GET /api/planificaciones/getPlanificacionesList': { response: { 200: Type.Array(PlanListItemSchema), ...problemResponses } },
  'GET /api/planificaciones/getUsersPlanificaciones': { response: { 200: Type.Array(PlanMemberLinkSchema), ...problemResponses } },
  'GET /api/planificaciones/getAsignadosPlanificaciones': { response: { 200: Type.Array(PlanAssigneeSchema), ...problemResponses } },
  'POST /api/planificaciones/addPlanificacion': { body: AddPlanBody, response: { 201: CreatedPlanSchema, ...problemResponses } },
  'PUT /api/planificaciones/:id': { params: PlanParams, body: RenameBody, response: { 200: EditResultSchema, ...problemResponses } },
  'POST /api/planificaciones/handleVisiblePlanificacion': { body: VisibleBody, response: { 200: EditResultSchema, ...problemResponses } },
  'POST /api/planificaciones/deletePlanificacionUsr': { body: IdBody, response: { 200: EditResultSchema, ...problemResponses } },
  'POST /api/planificaciones/deletePlanificacion': { body: IdBody, response: { 200: DeletedSchema, ...problemResponses } },
  'POST /api/planificaciones/assignPlanificacionToUser': { body: AssignBody, response: { 200: AssignmentSchema, ...problemResponses } },
  'POST /api/planificaciones/deletePlanificacionFromUser': { body: AssignBody, response: { 200: AssignmentSchema, ...problemResponses } },
} satisfies RouteSchemas;
