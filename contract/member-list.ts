import { Type, type Static } from 'typebox';
import { Body, Id } from './http';
import { QueuedRenewalSchema, UserWithPackageSchema } from './packages';

/**
 * Usuarios for hundreds of members: the admin's list filtered, sorted and paged on the server, the bulk
 * package assignment or renewal of the members chosen, and the CSV of the same filter.
 */

/**
 * The list's filters by package state: no active package, ending within 7 days, no credits left, a receipt waiting,
 * an active package with no class in the last 14 days nor one booked ahead (the members the studio should call),
 * and a monthly plan with something owed, or owed past the studio's grace days (en mora).
 */
export const MEMBER_FILTERS = ['sin_paquete', 'vence_semana', 'sin_creditos', 'comprobante_pendiente', 'sin_venir', 'debe', 'en_mora'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
/** `ultima_clase`: by the last class (ascending: who came longest ago first; members without one last). */
export const MEMBER_SORTS = ['nombre', 'vence', 'creditos', 'ultima_clase'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** Query strings arrive as strings; domain/membership/member-list.ts checks them with Spanish errors. */
export const MemberListQuery = Type.Object(
  {
    estado: Type.Optional(Type.String({ maxLength: 40 })),
    grupo: Type.Optional(Type.String({ maxLength: 12 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    orden: Type.Optional(Type.String({ maxLength: 20 })),
    dir: Type.Optional(Type.String({ maxLength: 4 })),
    pagina: Type.Optional(Type.String({ maxLength: 12 })),
    por_pagina: Type.Optional(Type.String({ maxLength: 12 })),
    ocultos: Type.Optional(Type.Literal('1')),
  },
  { additionalProperties: false },
);
export type MemberListQueryInput = Static<typeof MemberListQuery>;

export { QueuedRenewalSchema, type QueuedRenewal } from './packages';

export const MemberListRowSchema = Type.Object({
  ...UserWithPackageSchema.properties,
  /** A package request waits for the admin's decision. */
  comprobante_pendiente: Type.Boolean(),
  /** Studio day (YYYY-MM-DD) of the member's last class up to today, booked and not an absence; null: none yet. */
  ultima_clase: Type.Union([Type.String(), Type.Null()]),
  /**
   * A renewal waiting for the current package to end (an approved request or the admin's, one by one or in bulk):
   * the package, the studio day it starts (YYYY-MM-DD), the day it stops counting and its credits; null: none.
   */
  renovacion_en_cola: Type.Union([QueuedRenewalSchema, Type.Null()]),
});
export type MemberListRow = Static<typeof MemberListRowSchema>;

export const MemberListPageSchema = Type.Object({
  data: Type.Array(MemberListRowSchema),
  /** Members matching the filter, on every page. */
  total: Type.Integer(),
  pagina: Type.Integer(),
  por_pagina: Type.Integer(),
  total_paginas: Type.Integer(),
});
export type MemberListPage = Static<typeof MemberListPageSchema>;

/** The most members one bulk request takes: a studio's whole roster, not a runaway loop. */
export const MAX_BULK_MEMBERS = 500;

/**
 * Assign a package to the chosen members (`asignar`: replaces what they hold, as Asignar paquete does) or renew it
 * (`renovar`: queued from the day an active package ends, else from today). The members are the ids given, or every
 * member matching `filtro` (the list's query) when the admin chose "todos los que coinciden".
 */
export const BulkAssignBody = Body({
  paqueteId: Id,
  modo: Type.Union([Type.Literal('asignar'), Type.Literal('renovar')]),
  clerkUserIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: MAX_BULK_MEMBERS })),
  filtro: Type.Optional(Type.Omit(MemberListQuery, ['pagina', 'por_pagina', 'orden', 'dir'])),
});
export type BulkAssignInput = Static<typeof BulkAssignBody>;

export const BulkResultSchema = Type.Object({
  clerkUserId: Type.String(),
  nombre: Type.String(),
  ok: Type.Boolean(),
  /** What happened: asignado, reemplazado (held the same package), renovacion_en_cola. */
  resultado: Type.Optional(Type.Union([Type.Literal('asignado'), Type.Literal('reemplazado'), Type.Literal('renovacion_en_cola')])),
  code: Type.Optional(Type.String()),
  /** Why not, in Spanish, for the admin. */
  motivo: Type.Optional(Type.String()),
});
export type BulkResult = Static<typeof BulkResultSchema>;

export const BulkAssignAnswer = Type.Object({
  paquete: Type.String(),
  modo: Type.Union([Type.Literal('asignar'), Type.Literal('renovar')]),
  correctos: Type.Integer(),
  fallidos: Type.Integer(),
  resultados: Type.Array(BulkResultSchema),
});
export type BulkAssignResult = Static<typeof BulkAssignAnswer>;

/** Separator of a CSV export: ";" (Excel in Spanish, the default) or "," (Google Sheets, Excel in English). */
export const CSV_SEPARATORS = ['puntoycoma', 'coma'] as const;

export const MemberExportQuery = Type.Object(
  {
    ...Type.Omit(MemberListQuery, ['pagina', 'por_pagina']).properties,
    separador: Type.Optional(Type.String({ maxLength: 12 })),
  },
  { additionalProperties: false },
);
