import { Type } from 'typebox';
import { AdjustCreditsBody, ApprovalTermsSchema, ApproveRequestBody, AssignPackageBody, AssignmentTermsBody, ClerkUserIdBody, LedgerEntrySchema, PackageRequestSchema, ReceiptParams, RejectRequestBody, RequestIdBody, RequestsQuery, UploadJsonBody, UploadResultSchema, UserPackageSchema, PackageSettingsBody, PackageSettingsSchema, PaymentDetailsSchema } from '../packages';
import { defineRoutes } from './route-schemas';

/**
 * Every packages route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const packagesApi = defineRoutes({
  'POST /api/paquetes/assignPackageToUser': { access: 'admin', errors: [404, 409, 422], body: AssignPackageBody, response: { 200: UserPackageSchema } },
  'POST /api/paquetes/assignmentTerms': { access: 'admin', errors: [404], body: AssignmentTermsBody, response: { 200: ApprovalTermsSchema } },
  'POST /api/paquetes/adjustCredits': { access: 'admin', errors: [404, 409, 422], body: AdjustCreditsBody, response: { 200: UserPackageSchema } },
  'POST /api/paquetes/getCreditHistory': { access: 'member', errors: [403], body: ClerkUserIdBody, response: { 200: Type.Array(LedgerEntrySchema) } },
  'POST /api/paquetes/getUserPackage': { access: 'member', errors: [403], body: ClerkUserIdBody, response: { 200: UserPackageSchema } },
  'GET /api/paquetes/requests': { access: 'admin', querystring: RequestsQuery, response: { 200: Type.Array(PackageRequestSchema) } },
  'POST /api/paquetes/approveRequest': { access: 'admin', errors: [404, 409, 422], body: ApproveRequestBody, response: { 200: UserPackageSchema } },
  'POST /api/paquetes/approvalTerms': { access: 'admin', errors: [404], body: RequestIdBody, response: { 200: ApprovalTermsSchema } },
  'GET /api/paquetes/settings': { access: 'admin', response: { 200: PackageSettingsSchema } },
  'PUT /api/paquetes/settings': { access: 'admin', errors: [409, 422], body: PackageSettingsBody, response: { 200: PackageSettingsSchema } },
  'GET /api/paquetes/datosPago': { access: 'member', response: { 200: PaymentDetailsSchema } },
  'POST /api/paquetes/rejectRequest': { access: 'admin', errors: [404, 409, 422], body: RejectRequestBody, response: { 200: UserPackageSchema } },
  'POST /api/paquetes/uploadComprobante': { access: 'member', errors: [404, 409, 422, 429],
        body: { content: { 'application/json': { schema: UploadJsonBody } } },
        response: { 201: UploadResultSchema },
      },
  'GET /api/paquetes/receipts/:requestId': { access: 'member', errors: [403, 404], params: ReceiptParams, response: { 200: Type.Unsafe<Uint8Array>({ description: 'The receipt, as uploaded' }) } },
});
