import { Type } from 'typebox';
import { RealTermsSchema } from './price-index';

// Checked in the handler (parseReportRange) so each mistake gets its own Spanish detail.
export const RangeQuery = Type.Object(
  { desde: Type.Optional(Type.String({ maxLength: 20 })), hasta: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

const activity = {
  bookings: Count,
  cancellations: Count,
  cancelledByMember: Count,
  cancelledByAdmin: Count,
  cancelledByStudio: Count,
  creditsConsumed: Count,
  creditsRestored: Count,
  requests: Count,
  approvals: Count,
  rejections: Count,
  packagesAssigned: Count,
  /** ARS: packages sold at their price of that moment, minus reversals (a package removed again). */
  revenue: Type.Number(),
  /** Packages sold (a re-assignment of the package a member holds replaces it and is not counted). */
  sales: Count,
  /** Sold packages removed again. */
  reversals: Count,
  /** Credits consumed minus credits returned (a forfeited late cancel stays used); a day can be negative. */
  creditsUsed: Type.Integer(),
  newMembers: Count,
};

const PackageIncome = Type.Object({
  packageId: Type.Integer(),
  package: Type.String(),
  sales: Count,
  reversals: Count,
  /** ARS, net. */
  revenue: Type.Number(),
});

export const SummaryQuery = Type.Object(
  { ...RangeQuery.properties, /** YYYY-MM: income also in pesos of this month (the price index's). */ base: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

export const SummarySchema = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  totals: Type.Object({ ...activity, pendingRequests: Count }),
  days: Type.Array(Type.Object({ date: Type.String(), ...activity })),
  byPackage: Type.Array(PackageIncome),
  /** Income in constant pesos of a month, when the studio keeps a price index (null without one). */
  enPesosDe: RealTermsSchema,
});

/**
 * The figures of Reportes that list the events behind them: money and credits (report_entries), bookings,
 * cancellations, new members and request decisions (the log), occupancy (the classes), pending requests (now).
 */
export const FIGURES = ['ingresos', 'creditos', 'reservas', 'cancelaciones', 'ocupacion', 'socios', 'solicitudes'] as const;

// Checked in the handler like the range, so an unknown figure gets its own Spanish detail.
export const DetailQuery = Type.Object(
  {
    desde: Type.Optional(Type.String({ maxLength: 20 })),
    hasta: Type.Optional(Type.String({ maxLength: 20 })),
    cifra: Type.Optional(Type.String({ maxLength: 20 })),
    // ocupacion only, a row of the attendance tables: a discipline's id (or "sin"), ISO weekday 1-7 and hour 0-23,
    // or one weekly class (horario).
    disciplina: Type.Optional(Type.String({ maxLength: 20 })),
    dia: Type.Optional(Type.String({ maxLength: 20 })),
    hora: Type.Optional(Type.String({ maxLength: 20 })),
    horario: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export const DetailSchema = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  cifra: Type.Union([
    Type.Literal('ingresos'), Type.Literal('creditos'), Type.Literal('reservas'), Type.Literal('cancelaciones'),
    Type.Literal('ocupacion'), Type.Literal('socios'), Type.Literal('solicitudes'),
  ]),
  /**
   * Sum of the amounts: the figure itself (ARS for ingresos; credits for creditos; bookings, cancellations, new
   * members, pending requests; live bookings for ocupacion, over counts.capacidad places).
   */
  total: Type.Number(),
  /** Lines per kind (ocupacion: clases and capacidad): the figure's split, as the dashboard shows it. */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** True when the range holds more events than the list carries. */
  truncated: Type.Boolean(),
  entries: Type.Array(Type.Object({
    position: Count,
    date: Type.String(),
    at: Type.String(),
    /**
     * ingresos: venta, renovacion, recarga, reversion, reemplazo; creditos: consumo, devolucion; reservas: reserva;
     * cancelaciones: socio, admin, estudio; socios: alta; solicitudes: pendiente, aprobada, rechazada; ocupacion: clase.
     */
    kind: Type.String(),
    /** Null on an occupancy line (a class, not a member). */
    userId: Type.Union([Type.String(), Type.Null()]),
    member: Type.Union([Type.String(), Type.Null()]),
    packageId: Type.Union([Type.Integer(), Type.Null()]),
    package: Type.Union([Type.String(), Type.Null()]),
    amount: Type.Number(),
    clase: Type.Optional(Type.Object({ fecha: Type.String(), hora: Type.String(), disciplina: Type.Union([Type.String(), Type.Null()]) })),
    capacity: Type.Optional(Count),
  })),
});

const AttendanceTotals = {
  occurrences: Count,
  attendance: Count,
  capacity: Count,
  /** attendance / capacity, 0…1 (over 1 when a lowered capacity kept members already in). */
  occupancy: Type.Number(),
};

export const AttendanceSchema = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  totals: Type.Object(AttendanceTotals),
  rows: Type.Array(
    Type.Object({
      disciplineId: Type.Union([Type.Integer(), Type.Null()]),
      discipline: Type.String(),
      weekday: Type.Integer({ minimum: 1, maximum: 7 }),
      hour: Type.Integer({ minimum: 0, maximum: 23 }),
      ...AttendanceTotals,
    }),
  ),
});

export const StatusSchema = Type.Object({
  processor: Type.String(),
  position: Count,
  head: Count,
  lag: Count,
  status: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  upToDate: Type.Boolean(),
});

/**
 * GET /api/reportes/inicio (admins): what the owner's home shows beside today's classes. Receipts waiting for review,
 * active packages that end within 7 days (Usuarios' "vence esta semana"), and this week's net income (ARS, Monday to
 * Sunday, the reports' figure).
 */
export const StudioTodaySchema = Type.Object({
  fecha: Type.String(),
  comprobantesPendientes: Count,
  vencenPronto: Count,
  /** Members whose monthly plan owes past the studio's grace days (Usuarios' "en mora"). */
  enMora: Count,
  ingresosSemana: Type.Object({ desde: Type.String(), hasta: Type.String(), total: Type.Number() }),
});

/** What GET /api/reportes/exportar writes as CSV: members, bookings, the credit ledger, income. */
export const EXPORTS = ['socios', 'reservas', 'creditos', 'ingresos'] as const;

// Checked in the handler like the range, so an unknown export gets its own Spanish detail.
export const ExportQuery = Type.Object(
  {
    tipo: Type.Optional(Type.String({ maxLength: 20 })),
    desde: Type.Optional(Type.String({ maxLength: 20 })),
    hasta: Type.Optional(Type.String({ maxLength: 20 })),
    /** puntoycoma (default: ";" and decimal comma, Excel in Spanish) or coma ("," and decimal point, Google Sheets). */
    separador: Type.Optional(Type.String({ maxLength: 12 })),
  },
  { additionalProperties: false },
);

/** The CSV file itself (text/csv; charset=utf-8, UTF-8 BOM, ";" separated, Spanish headers). */
export const ExportCsv = Type.String({ description: 'CSV (text/csv; charset=utf-8), con BOM UTF-8 y separador ";".' });
