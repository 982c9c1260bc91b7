import { Type } from 'typebox';
import { BookTrialBody, BookTrialResultSchema, ConvertLeadBody, LeadSchema, PublicScheduleSchema, TrialIdBody, TrialSettingsBody, TrialSettingsSchema } from '../trials';
import { defineRoutes } from './route-schemas';

const Ok = Type.Object({ id: Type.String() });

/**
 * The public schedule and trial classes (no session, rate-limited), staff's actions on a trial from the class
 * console, the owner's leads and the trial settings.
 */
export const trialsApi = defineRoutes({
  'GET /api/publico/horario': { access: 'public', errors: [429], response: { 200: PublicScheduleSchema } },
  'POST /api/publico/clasePrueba': { access: 'public', errors: [400, 404, 409, 422, 429], body: BookTrialBody, response: { 200: BookTrialResultSchema } },
  'POST /api/clases/pruebas/confirmar': { access: 'staff', errors: [404, 409, 422], body: TrialIdBody, response: { 200: Ok } },
  'POST /api/clases/pruebas/cancelar': { access: 'staff', errors: [404, 409, 422], body: TrialIdBody, response: { 200: Ok } },
  'POST /api/clases/pruebas/checkIn': { access: 'staff', errors: [404, 409, 422], body: TrialIdBody, response: { 200: Ok } },
  'GET /api/interesados': { access: 'admin', response: { 200: Type.Array(LeadSchema) } },
  'POST /api/interesados/convertir': { access: 'admin', errors: [400, 404, 409, 422], body: ConvertLeadBody, response: { 200: Type.Object({ clerk_user_id: Type.String() }) } },
  'POST /api/interesados/olvidar': { access: 'admin', errors: [404, 422], body: TrialIdBody, response: { 200: Ok } },
  'GET /api/pruebas/ajustes': { access: 'admin', response: { 200: TrialSettingsSchema } },
  'PUT /api/pruebas/ajustes': { access: 'admin', errors: [409, 422], body: TrialSettingsBody, response: { 200: TrialSettingsSchema } },
});
