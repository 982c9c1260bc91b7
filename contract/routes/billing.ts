import { Type } from 'typebox';
import { ReportDecisionBody, ReportParams, ReportPaymentBody, ReportResultSchema, StandingsBody } from '../billing';
import { AccountBody, AssignMonthlyPlanBody, BillingSettingsBody, BillingSettingsSchema, CancelPlanBody, DebtorSchema, DiscountBody, MonthlyAccountSchema, RecordPaymentBody, WriteOffBody } from '../billing';
import { ApproveWithMovementBody, ImportResultSchema, MovementsFileBody, MovementsPreviewSchema, ReceiptCheckSchema } from '../verified-transfers';
import { ClearPausePlanLimitsBody, EndPauseBody, MyPausesBody, MyPausesSchema, PauseDecisionBody, PausePlanLimitsBody, PausePlanLimitsSchema, PauseSettingsBody, PauseSettingsSchema, PendingPauseSchema, RequestPauseBody } from '../pauses';
import { CancelPriceBody, OfferPriceSchema, PriceListParams, PriceListSchema, SchedulePriceBody } from '../price-lists';
import { defineRoutes } from './route-schemas';

/**
 * Every monthly-plan route: who may call it, its body and answers, and the errors its handler can end in, as the
 * server serves them (services/platform/http/contract-route.ts) and the web types its calls. Coaches reach none: money
 * is the admins'.
 */
export const billingApi = defineRoutes({
  'GET /api/abonos/settings': { access: 'admin', response: { 200: BillingSettingsSchema } },
  'PUT /api/abonos/settings': { access: 'admin', errors: [400, 409, 422], body: BillingSettingsBody, response: { 200: BillingSettingsSchema } },
  'POST /api/abonos/cuenta': { access: 'member', errors: [403], body: AccountBody, response: { 200: MonthlyAccountSchema } },
  'POST /api/abonos/asignar': { access: 'admin', errors: [404, 409, 422], body: AssignMonthlyPlanBody, response: { 200: MonthlyAccountSchema } },
  'POST /api/abonos/pago': { access: 'admin', errors: [400, 404, 409, 422], body: RecordPaymentBody, response: { 200: MonthlyAccountSchema } },
  'POST /api/abonos/descuento': { access: 'admin', errors: [400, 404, 409, 422], body: DiscountBody, response: { 200: MonthlyAccountSchema } },
  'POST /api/abonos/condonar': { access: 'admin', errors: [400, 404, 409, 422], body: WriteOffBody, response: { 200: MonthlyAccountSchema } },
  // Her "botón de baja" (Ley 24.240 art. 10 ter): a member ends her own plan; an admin may end anyone's.
  'POST /api/abonos/baja': { access: 'member', errors: [403, 404, 409, 422], body: CancelPlanBody, response: { 200: MonthlyAccountSchema } },
  'GET /api/abonos/deudas': { access: 'admin', response: { 200: Type.Array(DebtorSchema) } },
  // The class console's badge: staff open the console, but only an admin's answer names anyone (coaches never reach money).
  'POST /api/abonos/estados': { access: 'staff', body: StandingsBody, response: { 200: Type.Array(DebtorSchema) } },
  'POST /api/abonos/informarPago': { access: 'member', errors: [400, 409, 413, 415, 422, 429], body: ReportPaymentBody, response: { 201: ReportResultSchema } },
  'GET /api/abonos/comprobantes/:reportId': { access: 'member', errors: [403, 404], params: ReportParams, response: { 200: Type.Unsafe<Uint8Array>({ description: 'The receipt, as uploaded' }) } },
  'POST /api/abonos/aprobarPago': { access: 'admin', errors: [404, 409, 422], body: ReportDecisionBody, response: { 200: MonthlyAccountSchema } },
  'POST /api/abonos/rechazarPago': { access: 'admin', errors: [400, 404, 409, 422], body: ReportDecisionBody, response: { 200: MonthlyAccountSchema } },
  // Verified transfers: the bank's or Mercado Pago's export read (nothing kept), imported, and the receipts checked against it.
  'POST /api/transferencias/vista-previa': { access: 'admin', errors: [400, 413], body: MovementsFileBody, response: { 200: MovementsPreviewSchema } },
  'POST /api/transferencias/importar': { access: 'admin', errors: [400, 409, 413, 422], body: MovementsFileBody, response: { 200: ImportResultSchema } },
  'GET /api/transferencias/comprobantes': { access: 'admin', response: { 200: Type.Array(ReceiptCheckSchema) } },
  // Pauses: the studio's limits, hers (she asks; an admin may look at anyone's), and the ones waiting for the studio.
  'GET /api/pausas/ajustes': { access: 'admin', response: { 200: PauseSettingsSchema } },
  'PUT /api/pausas/ajustes': { access: 'admin', errors: [400, 409, 422], body: PauseSettingsBody, response: { 200: PauseSettingsSchema } },
  'GET /api/pausas/paquetes': { access: 'admin', response: { 200: Type.Array(PausePlanLimitsSchema) } },
  'PUT /api/pausas/paquetes': { access: 'admin', errors: [400, 404, 409, 422], body: PausePlanLimitsBody, response: { 200: Type.Array(PausePlanLimitsSchema) } },
  'DELETE /api/pausas/paquetes': { access: 'admin', errors: [422], body: ClearPausePlanLimitsBody, response: { 200: Type.Array(PausePlanLimitsSchema) } },
  'POST /api/pausas/estado': { access: 'member', errors: [403], body: MyPausesBody, response: { 200: MyPausesSchema } },
  'POST /api/pausas/pedir': { access: 'member', errors: [400, 409, 422], body: RequestPauseBody, response: { 201: MyPausesSchema } },
  'POST /api/pausas/terminar': { access: 'member', errors: [404, 409, 422], body: EndPauseBody, response: { 200: MyPausesSchema } },
  'GET /api/pausas/pendientes': { access: 'admin', response: { 200: Type.Array(PendingPauseSchema) } },
  'POST /api/pausas/aprobar': { access: 'admin', errors: [404, 409, 422], body: PauseDecisionBody, response: { 200: Type.Array(PendingPauseSchema) } },
  'POST /api/pausas/rechazar': { access: 'admin', errors: [400, 404, 409, 422], body: PauseDecisionBody, response: { 200: Type.Array(PendingPauseSchema) } },
  // Price lists: the packages on sale by method with their next version (what a member reads before she pays), and
  // for admins a package's versions, a new one from a day, and one withdrawn before its day.
  'GET /api/precios': { access: 'member', response: { 200: Type.Array(OfferPriceSchema) } },
  'GET /api/precios/:paqueteId': { access: 'admin', errors: [404], params: PriceListParams, response: { 200: PriceListSchema } },
  'POST /api/precios/programar': { access: 'admin', errors: [400, 404, 409, 422], body: SchedulePriceBody, response: { 201: PriceListSchema } },
  'POST /api/precios/cancelar': { access: 'admin', errors: [404, 409, 422], body: CancelPriceBody, response: { 200: PriceListSchema } },
  'POST /api/transferencias/aprobar': { access: 'admin', errors: [400, 404, 409, 422], body: ApproveWithMovementBody, response: { 200: Type.Array(ReceiptCheckSchema) } },
});
