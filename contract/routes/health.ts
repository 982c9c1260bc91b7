import { Type } from 'typebox';
import {
  AcceptanceSchema, AcceptTermsBody, CertificateParams, ClassHealthQuery, ClassHealthSchema, CurrentTermsSchema, HealthFileSchema, HealthSettingsBody,
  HealthSettingsSchema, HealthStatusSchema, MemberBody, PublishTermsBody, SubmitStatementBody, TermsSchema,
} from '../health';
import { defineRoutes } from './route-schemas';

/**
 * Every health and consent route: who may call it, its params, body and answers, and the errors its handler can end in,
 * as the server serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const healthApi = defineRoutes({
  'GET /api/salud/settings': { access: 'admin', response: { 200: HealthSettingsSchema } },
  'PUT /api/salud/settings': { access: 'admin', errors: [400, 409, 422], body: HealthSettingsBody, response: { 200: HealthSettingsSchema } },
  // Public: the sign-up form links to them before there is a session.
  'GET /api/salud/terminos': { access: 'public', response: { 200: CurrentTermsSchema } },
  'PUT /api/salud/terminos': { access: 'admin', errors: [400, 409, 422], body: PublishTermsBody, response: { 200: TermsSchema } },
  'POST /api/salud/terminos/aceptar': { access: 'member', errors: [404, 409, 422], body: AcceptTermsBody, response: { 200: AcceptanceSchema } },
  'GET /api/salud/estado': { access: 'member', response: { 200: HealthStatusSchema } },
  'POST /api/salud/declaracion': { access: 'member', errors: [400, 409, 413, 415, 422, 429], body: SubmitStatementBody, response: { 201: HealthFileSchema } },
  'POST /api/salud/getFicha': { access: 'member', errors: [403], body: MemberBody, response: { 200: HealthFileSchema } },
  'GET /api/salud/certificados/:userId/:numero': { access: 'member', errors: [403, 404], params: CertificateParams, response: { 200: Type.Unsafe<Uint8Array>({ description: 'The certificate, as uploaded' }) } },
  'POST /api/salud/clase': { access: 'staff', body: ClassHealthQuery, response: { 200: ClassHealthSchema } },
});
