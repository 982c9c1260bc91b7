import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, IdParam, Int4 } from './http';

/**
 * A package's price list (docs/features/price-lists.md): versions from a studio day with a price per payment method in
 * whole centavos, and a monthly plan's early-payment discount ("pronto pago") and late surcharge, each by a day of
 * her month. Admins only: coaches never reach money.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const PositiveCentavos = Int4({ minimum: 1 });
// A day of her month counted from her monthly date; the decider refuses what falls outside 1–28.
const DayOfMonth = Int4();

export const MethodPricesSchema = Type.Object({ efectivo: PositiveCentavos, transferencia: PositiveCentavos, mercado_pago: PositiveCentavos });
export type MethodPricesView = Static<typeof MethodPricesSchema>;

export const PriceVersionSchema = Type.Object({
  version: Type.Integer(),
  desde: Type.String(),
  precios: MethodPricesSchema,
  /** The list price, the dearest method's: what a month is charged; the cheaper methods earn the difference. */
  precio_lista: Type.Integer(),
  pronto_pago: Nullable(Type.Object({ hasta_dia: Type.Integer(), descuento: Type.Integer() })),
  recargo: Nullable(Type.Object({ despues_dia: Type.Integer(), recargo: Type.Integer() })),
  /** In effect today, scheduled ahead, superseded by a later one, or withdrawn before its day. */
  estado: Type.Union([Type.Literal('vigente'), Type.Literal('programada'), Type.Literal('anterior'), Type.Literal('cancelada')]),
});
export type PriceVersionView = Static<typeof PriceVersionSchema>;

export const PriceListSchema = Type.Object({
  paqueteId: Type.Integer(),
  /** The package's price today, centavos (its list's version in effect, or the package's own price). */
  precio_actual: Type.Integer(),
  versiones: Type.Array(PriceVersionSchema),
});
export type PriceListView = Static<typeof PriceListSchema>;

export const PriceListParams = Type.Object({ paqueteId: IdParam });

export const SchedulePriceBody = Body({
  paqueteId: Id,
  desde: CalendarDate,
  precios: MethodPricesSchema,
  pronto_pago: Type.Optional(Body({ hasta_dia: DayOfMonth, descuento: PositiveCentavos })),
  recargo: Type.Optional(Body({ despues_dia: DayOfMonth, recargo: PositiveCentavos })),
});
export type SchedulePriceInput = Static<typeof SchedulePriceBody>;

export const CancelPriceBody = Body({ paqueteId: Id, version: Id });

/** Her plan's next price, once the studio told her (its notice days before the month it prices). */
export const NextPriceSchema = Type.Object({ desde: Type.String(), monto: Type.Integer(), precios: MethodPricesSchema });

/**
 * What a package on sale costs her, by method, as its list says (GET /api/precios, anyone signed in): today's prices
 * (null: no version in effect yet, the package's own price for every method) and the next version, when one is
 * scheduled. Only packages on sale with a list; prices of packages, never anyone's account.
 */
export const OfferPriceSchema = Type.Object({
  paqueteId: Type.Integer(),
  precios: Nullable(MethodPricesSchema),
  proxima: Nullable(Type.Object({ desde: Type.String(), precio_lista: Type.Integer(), precios: MethodPricesSchema })),
});
export type OfferPriceView = Static<typeof OfferPriceSchema>;
