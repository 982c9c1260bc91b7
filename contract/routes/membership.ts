import { Type } from 'typebox';
import { ChangePasswordBody, DeleteAccountBody } from '../account';
import { problemResponses } from '../http';
import { AddUserBody, SessionSchema, SetRoleBody, SignInBody, SignUpBody, UserDataSchema, UserIdBody, UserSchema } from '../membership';
import { SetHiddenBody, UserWithPackageSchema, UsersQuery } from '../packages';
import { BulkAssignAnswer, BulkAssignBody, MemberListPageSchema, MemberListQuery } from '../member-list';
import type { RouteSchemas } from './route-schemas';

/** Every membership route: params, body, query and answers, as the server validates them and the web types its calls. */
export const membershipApi = {
  'POST /api/auth/change-password': { body: ChangePasswordBody, response: { 204: Type.Null(), ...problemResponses } },
  'POST /api/auth/sign-out-all': { response: { 204: Type.Null(), ...problemResponses } },
  'POST /api/auth/delete-account': { body: DeleteAccountBody, response: { 204: Type.Null(), ...problemResponses } },
  'POST /api/auth/sign-up': { body: SignUpBody, response: { 201: SessionSchema, ...problemResponses } },
  'POST /api/auth/sign-in': { body: SignInBody, response: { 200: SessionSchema, ...problemResponses } },
  'POST /api/auth/sign-out': { response: { 204: Type.Null(), ...problemResponses } },
  'POST /api/webhooks/clerk': { response: { 204: Type.Null(), ...problemResponses } },
  'GET /api/config': {
        response: {
          200: Type.Object({
            authMode: Type.Union([Type.Literal('local'), Type.Literal('clerk')]),
            clerkPublishableKey: Type.Optional(Type.String()),
            studioName: Type.String(),
            studioTz: Type.String(),
          }),
        },
      },
  'GET /api/auth/me': { response: { 200: UserSchema, ...problemResponses } },
  'POST /api/user/addUser': { body: AddUserBody, response: { 200: UserDataSchema, ...problemResponses } },
  'POST /api/user/getUserData': { body: UserIdBody, response: { 200: UserDataSchema, ...problemResponses } },
  'GET /api/user/getUsers': { querystring: UsersQuery, response: { 200: Type.Array(UserWithPackageSchema), ...problemResponses } },
  'POST /api/user/setHidden': { body: SetHiddenBody, response: { 200: UserDataSchema, ...problemResponses } },
  'POST /api/user/setRole': { body: SetRoleBody, response: { 200: UserDataSchema, ...problemResponses } },
  'GET /api/usuarios/lista': { querystring: MemberListQuery, response: { 200: MemberListPageSchema, ...problemResponses } },
  'POST /api/usuarios/bulkAsignarPaquete': { body: BulkAssignBody, response: { 200: BulkAssignAnswer, ...problemResponses } },
} satisfies RouteSchemas;
