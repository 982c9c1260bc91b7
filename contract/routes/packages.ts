import { Type } from 'typebox';
import { problemResponses } from '../http';
import { AdjustCreditsBody, ApprovalTermsSchema, ApproveRequestBody, AssignPackageBody, AssignmentTermsBody, ClerkUserIdBody, LedgerEntrySchema, PackageRequestSchema, ReceiptParams, RejectRequestBody, RequestIdBody, RequestsQuery, UploadJsonBody, UploadResultSchema, UserPackageSchema, PackageSettingsBody, PackageSettingsSchema, PaymentDetailsSchema, uploadProblemResponses } from '../packages';
import type { RouteSchemas } from './route-schemas';

/** Every packages route: params, body, query and answers, as the server validates them and the web types its calls. */
export const packagesApi = {
  'POST /api/paquetes/assignPackageToUser': { body: AssignPackageBody, response: { 200: UserPackageSchema, ...problemResponses } },
  'POST /api/paquetes/assignmentTerms': { body: AssignmentTermsBody, response: { 200: ApprovalTermsSchema, ...problemResponses } },
  'POST /api/paquetes/adjustCredits': { body: AdjustCreditsBody, response: { 200: UserPackageSchema, ...problemResponses } },
  'POST /api/paquetes/getCreditHistory': { body: ClerkUserIdBody, response: { 200: Type.Array(LedgerEntrySchema), ...problemResponses } },
  'POST /api/paquetes/getUserPackage': { body: ClerkUserIdBody, response: { 200: UserPackageSchema, ...problemResponses } },
  'GET /api/paquetes/requests': { querystring: RequestsQuery, response: { 200: Type.Array(PackageRequestSchema), ...problemResponses } },
  'POST /api/paquetes/approveRequest': { body: ApproveRequestBody, response: { 200: UserPackageSchema, ...problemResponses } },
  'POST /api/paquetes/approvalTerms': { body: RequestIdBody, response: { 200: ApprovalTermsSchema, ...problemResponses } },
  'GET /api/paquetes/settings': { response: { 200: PackageSettingsSchema, ...problemResponses } },
  'PUT /api/paquetes/settings': { body: PackageSettingsBody, response: { 200: PackageSettingsSchema, ...problemResponses } },
  'GET /api/paquetes/datosPago': { response: { 200: PaymentDetailsSchema, ...problemResponses } },
  'POST /api/paquetes/rejectRequest': { body: RejectRequestBody, response: { 200: UserPackageSchema, ...problemResponses } },
  'POST /api/paquetes/uploadComprobante': {
        body: { content: { 'application/json': { schema: UploadJsonBody } } },
        response: { 201: UploadResultSchema, ...uploadProblemResponses },
      },
  'GET /api/paquetes/receipts/:requestId': { params: ReceiptParams, response: { 200: Type.Unsafe<Uint8Array>({ description: 'The receipt, as uploaded' }), ...problemResponses } },
} satisfies RouteSchemas;
