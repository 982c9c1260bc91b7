import { Type } from 'typebox';
import { AddGrupoBody, AddPlansBody, AddUsersBody, GroupResultSchema, GrupoCandidatoSchema, GrupoIdBody, GrupoPlanSchema, GrupoSchema, GrupoUserSchema, RemovePlanBody, RemoveUserBody, UpdateGrupoBody } from '../groups';
import { problemResponses } from '../http';
import type { RouteSchemas } from './route-schemas';

const answers = { 200: GroupResultSchema, ...problemResponses };

/** Every groups route: params, body, query and answers, as the server validates them and the web types its calls. */
export const groupsApi = {
  'GET /api/user/getGrupos': { response: { 200: Type.Array(GrupoSchema), ...problemResponses } },
  'GET /api/user/getGrupoUsers': { response: { 200: Type.Array(GrupoUserSchema), ...problemResponses } },
  'GET /api/user/getGrupoCandidatos': { response: { 200: Type.Array(GrupoCandidatoSchema), ...problemResponses } },
  'GET /api/user/getGrupoPlanificaciones': { response: { 200: Type.Array(GrupoPlanSchema), ...problemResponses } },
  'POST /api/user/addGrupo': { body: AddGrupoBody, response: { 201: GroupResultSchema, ...problemResponses } },
  'POST /api/user/updateGrupo': { body: UpdateGrupoBody, response: answers },
  'POST /api/user/deleteGrupo': { body: GrupoIdBody, response: answers },
  'POST /api/user/addUsersToGrupo': { body: AddUsersBody, response: answers },
  'POST /api/user/removeUserFromGrupo': { body: RemoveUserBody, response: answers },
  'POST /api/user/addPlanificacionesToGrupo': { body: AddPlansBody, response: answers },
  'POST /api/user/removePlanificacionFromGrupo': { body: RemovePlanBody, response: answers },
} satisfies RouteSchemas;
