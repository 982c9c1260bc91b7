import { Type } from 'typebox';
import { AddDisciplinaBody, AddHorarioBody, AddOneOffBody, ProfesorSchema, AddPaqueteBody, DisciplinaSchema, EditDisciplinaBody, HoraDisciplinaSchema, HorarioSchema, IdBody, IdSchema, PaqueteParams, PaqueteSchema, SetPoliticaReservasBody, UpdateHorarioBody, UpdatePaqueteBody } from '../catalog';
import { defineRoutes } from './route-schemas';

/**
 * Every catalog route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const catalogApi = defineRoutes({
  'PUT /api/disciplinas/setPoliticaReservas': { access: 'admin', errors: [404, 409, 422], body: SetPoliticaReservasBody, response: { 200: Type.Object({ id: Type.Integer() }) } },
  'GET /api/disciplinas/getDisciplinas': { access: 'member', response: { 200: Type.Array(DisciplinaSchema) } },
  'POST /api/disciplinas/addDisciplina': { access: 'admin', errors: [409, 422], body: AddDisciplinaBody, response: { 201: DisciplinaSchema } },
  'PUT /api/disciplinas/editDisciplina': { access: 'admin', errors: [404, 409, 422], body: EditDisciplinaBody, response: { 200: DisciplinaSchema } },
  'DELETE /api/disciplinas/deleteDisciplina': { access: 'admin', errors: [404, 409, 422], body: IdBody, response: { 200: IdSchema } },
  'GET /api/paquetes/getPaquetes': { access: 'member', response: { 200: Type.Array(PaqueteSchema) } },
  'PUT /api/paquetes/addPaquete': { access: 'admin', errors: [404, 409, 422], body: AddPaqueteBody, response: { 201: PaqueteSchema } },
  'PUT /api/paquetes/updatePaquete/:id': { access: 'admin', errors: [404, 409, 422], params: PaqueteParams, body: UpdatePaqueteBody, response: { 200: PaqueteSchema } },
  'POST /api/paquetes/deletePaquete': { access: 'admin', errors: [404, 409, 422], body: IdBody, response: { 200: IdSchema } },
  'GET /api/horarios/getHorarios': { access: 'member', response: { 200: Type.Array(HorarioSchema) } },
  'POST /api/horarios/getHoraDisciplinaById': { access: 'member', errors: [404], body: IdBody, response: { 200: HoraDisciplinaSchema } },
  'POST /api/horarios/addHorario': { access: 'admin', errors: [404, 409, 422], body: AddHorarioBody, response: { 201: IdSchema } },
  'POST /api/horarios/updateHorario': { access: 'admin', errors: [404, 409, 422], body: UpdateHorarioBody, response: { 200: HorarioSchema } },
  'POST /api/horarios/deleteHorario': { access: 'admin', errors: [404, 409, 422], body: IdBody, response: { 200: IdSchema } },
  'POST /api/horarios/addOneOff': { access: 'admin', errors: [404, 409, 422], body: AddOneOffBody, response: { 201: IdSchema } },
  'GET /api/horarios/profesores': { access: 'admin', response: { 200: Type.Array(ProfesorSchema) } },
});
