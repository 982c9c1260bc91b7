import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, Int4, NonBlank, Text } from './http';
import { NextPriceSchema } from './price-lists';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const UserId = Type.String({ minLength: 1, maxLength: 200 });
/** Whole centavos of ARS: money is never a float here. */
const Centavos = Int4({ minimum: 0 });
const PositiveCentavos = Int4({ minimum: 1 });

/**
 * Monthly plans ("abonos", docs/features/monthly-plans.md): a catalog package charged every month whether or not she
 * paid, payments settling the oldest month first, and where she stands: al día, debe or en mora.
 */

export const DebtBookingModeSchema = Type.Union([Type.Literal('permitir'), Type.Literal('avisar'), Type.Literal('bloquear')]);

export const BillingSettingsSchema = Type.Object({
  /** Days after a month's date before an unpaid month puts her en mora. */
  dias_gracia: Type.Integer(),
  reserva_con_deuda: DebtBookingModeSchema,
  /** With "bloquear": days en mora from which a booking is refused (0: from the first). */
  bloquear_desde_dias: Type.Integer(),
  /** A payment above the debt is kept as her balance in favour (else refused). */
  saldo_a_favor: Type.Boolean(),
  /** A receipt matching an imported bank movement is approved at the import. */
  aprobar_coincidencias: Type.Boolean(),
  /** Days before a price increase her plan's members are told of it. */
  aviso_aumento_dias: Type.Integer(),
});
export const BillingSettingsBody = Body({
  dias_gracia: Int4(),
  reserva_con_deuda: DebtBookingModeSchema,
  bloquear_desde_dias: Int4(),
  saldo_a_favor: Type.Boolean(),
  aprobar_coincidencias: Type.Optional(Type.Boolean()),
  aviso_aumento_dias: Type.Optional(Int4()),
});

export const AccountStateSchema = Type.Union([Type.Literal('al_dia'), Type.Literal('debe'), Type.Literal('en_mora')]);
export type AccountStateView = Static<typeof AccountStateSchema>;
export const PaymentMethodSchema = Type.Union([Type.Literal('efectivo'), Type.Literal('transferencia'), Type.Literal('mercado_pago')]);
export type PaymentMethodView = Static<typeof PaymentMethodSchema>;

const PlanSchema = Type.Object({
  paquete_id: Type.Integer(),
  nombre: Type.String(),
  precio_mensual: Type.Integer(),
  desde: Type.String(),
  /** The next monthly date, when the next month is charged; null once it was cancelled. */
  proximo_cobro: Nullable(Type.String()),
  /** Set by a cancellation: the first day it no longer runs. */
  hasta: Nullable(Type.String()),
  baja: Nullable(Type.Object({ fecha: Type.String(), motivo: Type.String(), por_socio: Type.Boolean() })),
  /** The price her plan changes to and from which monthly date, once she was told (absent: no change announced). */
  proximo_precio: Type.Optional(NextPriceSchema),
  /** The classes each month gives her, in words: "8 clases por mes", "2 clases por semana", "clases libres". */
  clases: Type.Optional(Type.String()),
});

export const LedgerLineSchema = Type.Object({
  tipo: Type.Union([Type.Literal('plan'), Type.Literal('cargo'), Type.Literal('pago'), Type.Literal('descuento'), Type.Literal('condonacion'), Type.Literal('baja'), Type.Literal('fechas'), Type.Literal('recargo')]),
  monto: Type.Integer(),
  periodo: Nullable(Type.String()),
  medio: Nullable(Type.String()),
  referencia: Nullable(Type.String()),
  motivo: Type.String(),
  fecha: Type.String(),
});

/** Her latest report of a payment: waiting, approved or rejected (with the studio's reason). */
const PaymentReportSchema = Type.Object({
  id: Type.Integer(),
  monto: Type.Integer(),
  medio: PaymentMethodSchema,
  fecha: Type.String(),
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('aprobado'), Type.Literal('rechazado')]),
  motivo: Nullable(Type.String()),
  comprobante_url: Type.String(),
});

export const MonthlyAccountSchema = Type.Object({
  /** Null when she never had a monthly plan. */
  abono: Nullable(PlanSchema),
  estado: AccountStateSchema,
  debe: Type.Integer(),
  saldo_a_favor: Type.Integer(),
  /** Days since her oldest unpaid month's date, and the days past the studio's grace. */
  dias_vencido: Type.Integer(),
  dias_mora: Type.Integer(),
  /** What a booking meets today: nothing, a notice, or a refusal. */
  reserva: Type.Union([Type.Literal('permitida'), Type.Literal('aviso'), Type.Literal('bloqueada')]),
  meses: Type.Array(Type.Object({ periodo: Type.String(), monto: Type.Integer(), debe: Type.Integer() })),
  movimientos: Type.Array(LedgerLineSchema),
  informe: Nullable(PaymentReportSchema),
});
export type MonthlyAccountView = Static<typeof MonthlyAccountSchema>;

export const AccountBody = Body({ clerkUserId: Type.Optional(UserId) });
/** How each month gives classes: the package's a month (by default), `clases_por_semana` a week, or unlimited. */
export const PlanModeSchema = Type.Union([Type.Literal('por_mes'), Type.Literal('por_semana'), Type.Literal('libre')]);
export const AssignMonthlyPlanBody = Body({
  clerkUserId: UserId, paqueteId: Id, desde: Type.Optional(CalendarDate),
  modalidad: Type.Optional(PlanModeSchema), clases_por_semana: Type.Optional(Int4()),
});
export const RecordPaymentBody = Body({
  clerkUserId: UserId,
  monto_centavos: PositiveCentavos,
  medio: PaymentMethodSchema,
  fecha: Type.Optional(CalendarDate),
  referencia: Type.Optional(Text(120)),
});
export const DiscountBody = Body({ clerkUserId: UserId, periodo: CalendarDate, monto_centavos: PositiveCentavos, motivo: NonBlank(200) });
export const WriteOffBody = Body({ clerkUserId: UserId, periodo: CalendarDate, motivo: NonBlank(200) });
export const CancelPlanBody = Body({ clerkUserId: Type.Optional(UserId), motivo: Type.Optional(Text(200)) });

export const DebtorSchema = Type.Object({ clerkUserId: Type.String(), estado: AccountStateSchema, debe: Centavos, dias_mora: Type.Integer() });

/** Her transfer's receipt, as package receipts are sent (base64 in JSON), with the amount and method she paid. */
export const ReportPaymentBody = Body({
  monto_centavos: PositiveCentavos,
  medio: Type.Union([Type.Literal('transferencia'), Type.Literal('mercado_pago')]),
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  fileData: Type.Optional(Type.String()),
  /** The transfer's operation number, as her bank or Mercado Pago shows it (optional). */
  operacion: Type.Optional(Text(40)),
});
export const ReportResultSchema = Type.Object({ reportId: Type.Integer(), comprobante_url: Type.String() });
export const ReportParams = Type.Object({ reportId: Type.String({ pattern: '^[0-9]{1,9}$' }) });
export const ReportDecisionBody = Body({ reportId: Id, motivo: Type.Optional(Text(200)) });

/** The members a class's roster shows. */
export const StandingsBody = Body({ clerkUserIds: Type.Array(UserId, { maxItems: 200 }) });
