import { Type } from 'typebox';
import { AddGrupoBody, AddPlansBody, AddUsersBody, GroupResultSchema, GrupoCandidatoSchema, GrupoIdBody, GrupoPlanSchema, GrupoSchema, GrupoUserSchema, RemovePlanBody, RemoveUserBody, UpdateGrupoBody } from '../groups';
import { defineRoutes } from './route-schemas';

const answers = { 200: GroupResultSchema };

/**
 * Every groups route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const groupsApi = defineRoutes({
  // Coaches give plans to groups from the plan list (linked or as copies) and manage who is in each group and which
  // plans it holds (staff): nothing here touches money (the candidates list carries names and emails only).
  'GET /api/user/getGrupos': { access: 'staff', response: { 200: Type.Array(GrupoSchema) } },
  'GET /api/user/getGrupoUsers': { access: 'staff', response: { 200: Type.Array(GrupoUserSchema) } },
  'GET /api/user/getGrupoCandidatos': { access: 'staff', response: { 200: Type.Array(GrupoCandidatoSchema) } },
  'GET /api/user/getGrupoPlanificaciones': { access: 'staff', response: { 200: Type.Array(GrupoPlanSchema) } },
  // Creating, renaming and deleting a group stay with admins.
  'POST /api/user/addGrupo': { access: 'admin', errors: [409, 422], body: AddGrupoBody, response: { 201: GroupResultSchema } },
  'POST /api/user/updateGrupo': { access: 'admin', errors: [404, 409, 422], body: UpdateGrupoBody, response: answers },
  'POST /api/user/deleteGrupo': { access: 'admin', errors: [404, 409, 422], body: GrupoIdBody, response: answers },
  'POST /api/user/addUsersToGrupo': { access: 'staff', errors: [404, 409, 422], body: AddUsersBody, response: answers },
  'POST /api/user/removeUserFromGrupo': { access: 'staff', errors: [404, 409, 422], body: RemoveUserBody, response: answers },
  'POST /api/user/addPlanificacionesToGrupo': { access: 'staff', errors: [404, 409, 422], body: AddPlansBody, response: answers },
  'POST /api/user/removePlanificacionFromGrupo': { access: 'staff', errors: [404, 409, 422], body: RemovePlanBody, response: answers },
});
