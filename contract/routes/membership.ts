import { Type } from 'typebox';
import { ChangePasswordBody, DeleteAccountBody, EmailStatusSchema, ForgotPasswordBody, ResetPasswordBody, VerifyEmailBody } from '../account';
import { AddUserBody, SessionSchema, SetRoleBody, SignInBody, SignUpBody, UserDataSchema, UserIdBody, UserSchema } from '../membership';
import { SetHiddenBody, UserWithPackageSchema, UsersQuery } from '../packages';
import { PhoneSchema, PhonesBody, PhonesSchema, SetPhoneBody } from '../member-phone';
import { BulkAssignAnswer, BulkAssignBody, MemberListPageSchema, MemberListQuery } from '../member-list';
import { defineRoutes } from './route-schemas';

/**
 * Every membership route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const membershipApi = defineRoutes({
  'POST /api/auth/change-password': { access: 'member', errors: [429], body: ChangePasswordBody, response: { 204: Type.Null() } },
  'POST /api/auth/sign-out-all': { access: 'member', response: { 204: Type.Null() } },
  'POST /api/auth/delete-account': { access: 'member', errors: [409, 422], body: DeleteAccountBody, response: { 204: Type.Null() } },
  'POST /api/auth/sign-up': { access: 'public', errors: [409, 422, 429, 503], body: SignUpBody, response: { 201: SessionSchema } },
  'POST /api/auth/sign-in': { access: 'public', errors: [401, 429, 503], body: SignInBody, response: { 200: SessionSchema } },
  'POST /api/auth/sign-out': { access: 'public', errors: [503], response: { 204: Type.Null() } },
  // Local accounts only: in Clerk mode each answers 404 LOCAL_ACCOUNTS_ONLY (Clerk has its own recovery and verification).
  'POST /api/auth/forgot-password': { access: 'public', errors: [400, 404, 422, 429, 503], body: ForgotPasswordBody, response: { 204: Type.Null() } },
  'POST /api/auth/reset-password': { access: 'public', errors: [400, 404, 409, 422, 429, 503], body: ResetPasswordBody, response: { 200: SessionSchema } },
  'POST /api/auth/verify-email': { access: 'public', errors: [400, 404, 409, 422, 429, 503], body: VerifyEmailBody, response: { 204: Type.Null() } },
  'POST /api/auth/verify-email/resend': { access: 'member', errors: [404, 409, 422, 429], response: { 204: Type.Null() } },
  'GET /api/auth/email-status': { access: 'member', errors: [404], response: { 200: EmailStatusSchema } },
  // Her mobile for WhatsApp: hers on /cuenta, any member's for an admin (Usuarios); staff read those of a screen's members.
  'GET /api/user/telefono': { access: 'member', response: { 200: PhoneSchema } },
  'PUT /api/user/telefono': { access: 'member', errors: [403, 409, 422], body: SetPhoneBody, response: { 200: PhoneSchema } },
  'POST /api/user/telefonos': { access: 'staff', body: PhonesBody, response: { 200: PhonesSchema } },
  'POST /api/webhooks/clerk': { access: 'public', errors: [400, 401, 404, 409, 503], response: { 204: Type.Null() } },
  'GET /api/config': { access: 'public',
        response: {
          200: Type.Object({
            authMode: Type.Union([Type.Literal('local'), Type.Literal('clerk')]),
            clerkPublishableKey: Type.Optional(Type.String()),
            studioName: Type.String(),
            studioTz: Type.String(),
          }),
        },
      },
  'GET /api/auth/me': { access: 'member', errors: [404], response: { 200: UserSchema } },
  'POST /api/user/addUser': { access: 'member', errors: [400, 403, 409, 422], body: AddUserBody, response: { 200: UserDataSchema } },
  'POST /api/user/getUserData': { access: 'member', errors: [403, 404], body: UserIdBody, response: { 200: UserDataSchema } },
  'GET /api/user/getUsers': { access: 'admin', querystring: UsersQuery, response: { 200: Type.Array(UserWithPackageSchema) } },
  'POST /api/user/setHidden': { access: 'admin', errors: [404, 409, 422], body: SetHiddenBody, response: { 200: UserDataSchema } },
  'POST /api/user/setRole': { access: 'admin', errors: [404, 409, 422], body: SetRoleBody, response: { 200: UserDataSchema } },
  'GET /api/usuarios/lista': { access: 'admin', querystring: MemberListQuery, response: { 200: MemberListPageSchema } },
  'POST /api/usuarios/bulkAsignarPaquete': { access: 'admin', errors: [404, 409, 422], body: BulkAssignBody, response: { 200: BulkAssignAnswer } },
});
