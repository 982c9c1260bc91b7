import { Type } from 'typebox';
import { AddDisciplinaBody, AddHorarioBody, AddOneOffBody, ProfesorSchema, AddPaqueteBody, DisciplinaSchema, EditDisciplinaBody, HoraDisciplinaSchema, HorarioSchema, IdBody, IdSchema, PaqueteParams, PaqueteSchema, SetPoliticaReservasBody, UpdateHorarioBody, UpdatePaqueteBody } from '../catalog';
import { problemResponses } from '../http';
import type { RouteSchemas } from './route-schemas';

/** Every catalog route: params, body, query and answers, as the server validates them and the web types its calls. */
export const catalogApi = {
  'PUT /api/disciplinas/setPoliticaReservas': { body: SetPoliticaReservasBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  'GET /api/disciplinas/getDisciplinas': { response: { 200: Type.Array(DisciplinaSchema), ...problemResponses } },
  'POST /api/disciplinas/addDisciplina': { body: AddDisciplinaBody, response: { 201: DisciplinaSchema, ...problemResponses } },
  'PUT /api/disciplinas/editDisciplina': { body: EditDisciplinaBody, response: { 200: DisciplinaSchema, ...problemResponses } },
  'DELETE /api/disciplinas/deleteDisciplina': { body: IdBody, response: { 200: IdSchema, ...problemResponses } },
  'GET /api/paquetes/getPaquetes': { response: { 200: Type.Array(PaqueteSchema), ...problemResponses } },
  'PUT /api/paquetes/addPaquete': { body: AddPaqueteBody, response: { 201: PaqueteSchema, ...problemResponses } },
  'PUT /api/paquetes/updatePaquete/:id': { params: PaqueteParams, body: UpdatePaqueteBody, response: { 200: PaqueteSchema, ...problemResponses } },
  'POST /api/paquetes/deletePaquete': { body: IdBody, response: { 200: IdSchema, ...problemResponses } },
  'GET /api/horarios/getHorarios': { response: { 200: Type.Array(HorarioSchema), ...problemResponses } },
  'POST /api/horarios/getHoraDisciplinaById': { body: IdBody, response: { 200: HoraDisciplinaSchema, ...problemResponses } },
  'POST /api/horarios/addHorario': { body: AddHorarioBody, response: { 201: IdSchema, ...problemResponses } },
  'POST /api/horarios/updateHorario': { body: UpdateHorarioBody, response: { 200: HorarioSchema, ...problemResponses } },
  'POST /api/horarios/deleteHorario': { body: IdBody, response: { 200: IdSchema, ...problemResponses } },
  'POST /api/horarios/addOneOff': { body: AddOneOffBody, response: { 201: IdSchema, ...problemResponses } },
  'GET /api/horarios/profesores': { response: { 200: Type.Array(ProfesorSchema), ...problemResponses } },
} satisfies RouteSchemas;
