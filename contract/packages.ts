import { Type, type Static } from 'typebox';
import { UserDataSchema } from './membership';
import { Body, CalendarDate, CalendarDateOrTimestamp, Id, Int4, NonBlank } from './http';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const UserId = Type.String({ minLength: 1, maxLength: 200 });

export const RequestKindSchema = Type.Union([Type.Literal('nuevo'), Type.Literal('renovacion'), Type.Literal('recarga')]);
export const RequestStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/** The member's latest proof-of-payment request as /paquetes shows it. */
export const SolicitudSchema = Type.Object({
  id: Type.Integer(),
  paquete_id: Type.Integer(),
  paquete: Type.String(),
  estado: RequestStatusSchema,
  tipo: Type.Optional(RequestKindSchema),
  motivo: Nullable(Type.String()),
  fecha: Type.String(),
  comprobante_url: Type.String(),
  comprobante_tipo: Type.String(),
});

/**
 * A renewal waiting for the member's package to end (an approved request or the admin's, one by one or in bulk): the
 * package, the studio day it starts (YYYY-MM-DD), the day it stops counting (valido_hasta's sense) and its credits.
 */
export const QueuedRenewalSchema = Type.Object({
  paquete: Type.String(),
  desde: Type.String(),
  hasta: Type.String(),
  creditos: Type.Integer(),
});
export type QueuedRenewal = Static<typeof QueuedRenewalSchema>;

/** docs/product.md §3's package fields of a user (null package when none), plus the latest request. */
export const UserPackageSchema = Type.Object({
  paquete_id: Nullable(Type.Integer()),
  nombre: Nullable(Type.String()),
  valido_hasta: Nullable(Type.String()),
  creditos_restantes: Type.Integer(),
  /** A monthly plan's month by the week: her classes a week (her credits then only bound the month). */
  clases_por_semana: Type.Optional(Type.Integer()),
  /** A monthly plan's month unlimited ("clases libres"). */
  libre: Type.Optional(Type.Boolean()),
  comprobante_url: Nullable(Type.String()),
  /** The receipt's sniffed MIME type, so screens know whether to preview it as an image or a PDF. */
  comprobante_tipo: Nullable(Type.String()),
  dias_restantes: Type.Integer(),
  solicitud: Nullable(SolicitudSchema),
  /** The renewal queued after the package she holds; null: none (so Renovar is offered again). */
  renovacion_en_cola: Type.Optional(Nullable(QueuedRenewalSchema)),
});

export type RequestStatus = Static<typeof RequestStatusSchema>;
export type Solicitud = Static<typeof SolicitudSchema>;
/** POST /api/paquetes/getUserPackage: paquete_id null = no package. */
export type UserPackage = Static<typeof UserPackageSchema>;

/** A row of the admin's Usuarios list: the user and the package they hold. */
export const UserWithPackageSchema = Type.Object({
  ...UserDataSchema.properties,
  paquete_id: Nullable(Type.Integer()),
  paquete: Nullable(Type.String()),
  valido_hasta: Nullable(Type.String()),
  dias_restantes: Type.Integer(),
  creditos_restantes: Type.Integer(),
  /** A monthly plan's month by the week: her classes a week (her credits then only bound the month). */
  clases_por_semana: Type.Optional(Type.Integer()),
  /** A monthly plan's month unlimited ("clases libres"). */
  libre: Type.Optional(Type.Boolean()),
  comprobante_url: Nullable(Type.String()),
  /** The receipt's sniffed MIME type, so screens know whether to preview it as an image or a PDF. */
  comprobante_tipo: Nullable(Type.String()),
});

export type UserWithPackage = Static<typeof UserWithPackageSchema>;

export const PackageRequestSchema = Type.Object({
  id: Type.Integer(),
  clerkUserId: Type.String(),
  nombre_usuario: Type.String(),
  email: Type.String(),
  paquete_id: Type.Integer(),
  paquete: Type.String(),
  cantidad_clases: Type.Integer(),
  precio: Type.Number(),
  estado: RequestStatusSchema,
  /** nuevo, renovacion (queued after the current package) or recarga (credits now). */
  tipo: Type.Optional(RequestKindSchema),
  motivo: Nullable(Type.String()),
  fecha: Type.String(),
  comprobante_url: Type.String(),
  comprobante_tipo: Type.String(),
});

export type PackageRequest = Static<typeof PackageRequestSchema>;

export const LedgerEntrySchema = Type.Object({
  at: Type.String(),
  kind: Type.String(),
  delta: Type.Integer(),
  balance: Type.Integer(),
  paquete: Nullable(Type.String()),
  actor: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  /** The class a booking's line is about, as booked (fecha YYYY-MM-DD, hora HH:MM); null for the package's own lines. */
  clase: Type.Optional(Nullable(Type.Object({ disciplina: Type.String(), fecha: Type.String(), hora: Type.String() }))),
});

export const ClerkUserIdBody = Body({ clerkUserId: Type.Optional(UserId) });
export const RequestIdBody = Body({ requestId: Id });
export const RejectRequestBody = Body({ requestId: Id, reason: NonBlank(500) });
/** Approve as proposed, or with the admin's own end date and/or credits and the reason (required when they differ). */
export const ApproveRequestBody = Body({
  requestId: Id,
  validoHasta: Type.Optional(CalendarDate),
  creditos: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  motivo: Type.Optional(Type.String({ maxLength: 500 })),
});
/** What approving a request today gives under the studio's rule. */
export const ApprovalTermsSchema = Type.Object({
  tipo: Type.Optional(RequestKindSchema),
  valido_desde: Type.String(),
  valido_hasta: Type.String(),
  creditos: Type.Integer(),
  cantidad_clases: Type.Integer(),
  prorrateado: Type.Boolean(),
  /** The month paid is next month: the days left of this one come free (the studio's 'siguiente'). */
  mes_siguiente: Type.Boolean(),
});
export type ApprovalTerms = Static<typeof ApprovalTermsSchema>;

/** The studio's package settings (admin): validity rule, mid-month start, and transfer details. */
export const PackageSettingsSchema = Type.Object({
  vigencia: Type.Union([Type.Literal('mes'), Type.Literal('dias')]),
  dias: Type.Union([Type.Integer(), Type.Null()]),
  inicio_a_mitad_de_mes: Type.Union([Type.Literal('completo'), Type.Literal('prorrateo'), Type.Literal('siguiente')]),
  alias: Type.String(),
  cbu: Type.String(),
  titular: Type.String(),
});
export type PackageSettingsView = Static<typeof PackageSettingsSchema>;
export const PackageSettingsBody = Body({
  vigencia: Type.Union([Type.Literal('mes'), Type.Literal('dias')]),
  dias: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()])),
  inicio_a_mitad_de_mes: Type.Union([Type.Literal('completo'), Type.Literal('prorrateo'), Type.Literal('siguiente')]),
  alias: Type.String({ maxLength: 60 }),
  cbu: Type.String({ maxLength: 40 }),
  titular: Type.String({ maxLength: 120 }),
});
/** The studio's transfer details, for members paying a package. */
export const PaymentDetailsSchema = Type.Object({ alias: Type.String(), cbu: Type.String(), titular: Type.String() });
export type PaymentDetails = Static<typeof PaymentDetailsSchema>;
export const RequestsQuery = Type.Object({ status: Type.Optional(RequestStatusSchema) }, { additionalProperties: false });
export const ReceiptParams = Type.Object({ requestId: Type.String({ pattern: '^[0-9]{1,9}$' }) });

export const AssignPackageBody = Body({
  clerkUserId: UserId,
  paqueteId: Nullable(Id),
  // The product's client sends a date or a full ISO timestamp; only the calendar day is kept.
  validoHasta: Type.Optional(Nullable(CalendarDateOrTimestamp)),
  comprobante_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  creditos_restantes: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  /** Required when validoHasta or creditos_restantes differ from what the studio's rule gives (assignmentTerms). */
  motivo: Type.Optional(Type.String({ maxLength: 500 })),
});
/** What assigning this package today would give under the studio's rule. */
export const AssignmentTermsBody = Body({ paqueteId: Id });

export const AdjustCreditsBody = Body({
  clerkUserId: UserId,
  delta: Type.Integer({ minimum: -1000, maximum: 1000 }),
  reason: NonBlank(500),
});

/** The JSON shape of uploadComprobante (docs/product.md §7); fileData is base64, optionally a data: URL. */
export const UploadJsonBody = Body({
  fileName: Type.Optional(Type.String({ maxLength: 255 })),
  fileType: Type.Optional(Type.String({ maxLength: 100 })),
  fileSize: Type.Optional(Int4({ minimum: 0 })),
  fileData: Type.Optional(Type.String()),
  paqueteId: Type.Union([Id, Type.String({ pattern: '^[0-9]{1,9}$' })]),
  /** While holding a package: a renewal (starts when it ends) or a top-up (credits now). */
  tipo: Type.Optional(Type.Union([Type.Literal('renovacion'), Type.Literal('recarga')])),
  /** The transfer's operation number, as her bank or Mercado Pago shows it (optional). */
  operacion: Type.Optional(Type.String({ maxLength: 40 })),
});

export const UploadResultSchema = Type.Object({ publicUrl: Type.String(), requestId: Type.Integer() });

export const SetHiddenBody = Body({ clerkUserId: UserId, hidden: Type.Boolean() });
export const UsersQuery = Type.Object({ ocultos: Type.Optional(Type.Literal('1')) }, { additionalProperties: false });
