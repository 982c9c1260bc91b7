import { Type } from 'typebox';
import { Body, Id } from './http';

const UserId = Type.String({ minLength: 1, maxLength: 200 });
// Bulk adds come from a checklist on one screen; a few hundred is already every member of a studio.
const MAX_BATCH = 500;

export const GrupoSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export const GrupoUserSchema = Type.Object({
  grupo_id: Type.Integer(),
  clerk_user_id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
});
/** Someone staff may add to a group (GET getGrupoCandidatos): a visible, not deleted account, by name and email only. */
export const GrupoCandidatoSchema = Type.Object({
  clerkUserId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export const GrupoPlanSchema = Type.Object({ grupo_id: Type.Integer(), planificacion_id: Type.Integer(), nombre: Type.String() });
export const GroupResultSchema = Type.Object({
  ok: Type.Boolean(),
  /** The group stream's version after the command. */
  version: Type.Integer(),
  id: Type.Integer(),
  nombre: Type.String(),
  userIds: Type.Array(Type.String()),
  planificacionIds: Type.Array(Type.Integer()),
});

export const AddGrupoBody = Body({ nombre: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Null()])) });
export const UpdateGrupoBody = Body({ id: Id, nombre: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Null()])) });
export const GrupoIdBody = Body({ id: Id });
export const AddUsersBody = Body({ grupoId: Id, userIds: Type.Array(UserId, { maxItems: MAX_BATCH }) });
export const RemoveUserBody = Body({ grupoId: Id, userId: UserId });
export const AddPlansBody = Body({ grupoId: Id, planificacionIds: Type.Array(Id, { maxItems: MAX_BATCH }) });
export const RemovePlanBody = Body({ grupoId: Id, planificacionId: Id });
