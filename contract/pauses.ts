import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, Int4, NonBlank } from './http';

/**
 * Pauses ("congelar el abono", docs/features/pauses.md): the studio's limits, her pauses, and the ones waiting for
 * the studio. Dates are studio-calendar `YYYY-MM-DD`; `hasta` is a pause's last day.
 */
const UserId = Type.String({ minLength: 1, maxLength: 200 });
const Approval = Type.Union([Type.Literal('automatica'), Type.Literal('estudio')]);

export const PauseSettingsSchema = Type.Object({
  /** Pauses a member may take in a calendar year (0: the studio takes none). */
  pausas_por_anio: Type.Integer(),
  /** Days of pause a year, all her pauses together. */
  dias_por_anio: Type.Integer(),
  aprobacion: Approval,
});
export const PauseSettingsBody = Body({ pausas_por_anio: Int4(), dias_por_anio: Int4(), aprobacion: Approval });

/** A package's own limits, over the studio's for whoever holds it (a credit package or a monthly plan built from it). */
export const PausePlanLimitsSchema = Type.Object({
  paqueteId: Type.Integer(),
  nombre: Type.String(),
  pausas_por_anio: Type.Integer(),
  dias_por_anio: Type.Integer(),
});
export type PausePlanLimitsView = Static<typeof PausePlanLimitsSchema>;
export const PausePlanLimitsBody = Body({ paqueteId: Id, pausas_por_anio: Int4(), dias_por_anio: Int4() });
/** Its members keep the studio's limits again. */
export const ClearPausePlanLimitsBody = Body({ paqueteId: Id });

export const PauseSchema = Type.Object({
  id: Type.Integer(),
  desde: Type.String(),
  hasta: Type.String(),
  dias: Type.Integer(),
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('aprobada'), Type.Literal('rechazada'), Type.Literal('anulada')]),
  motivo: Type.Union([Type.String(), Type.Null()]),
  /**
   * What she can still do with it today (absent in the studio's list): terminar, an approved pause under way (she is
   * back, the rest given back); anular, one not begun or still waiting (taken back whole); null once it is over.
   */
  accion: Type.Optional(Type.Union([Type.Literal('terminar'), Type.Literal('anular'), Type.Null()])),
});
export type PauseView = Static<typeof PauseSchema>;

/** Her pauses and what is left of this year's. */
export const MyPausesSchema = Type.Object({
  /** The rule she keeps: the limits of the package she holds when it has its own, else the studio's. */
  ajustes: PauseSettingsSchema,
  /** The package whose own limits `ajustes` are (absent: the studio's). */
  paquete: Type.Optional(Type.String()),
  /** This studio year's pauses and days, pending and approved. */
  usadas: Type.Object({ pausas: Type.Integer(), dias: Type.Integer() }),
  pausas: Type.Array(PauseSchema),
});
export type MyPausesView = Static<typeof MyPausesSchema>;

export const MyPausesBody = Body({ clerkUserId: Type.Optional(UserId) });
export const RequestPauseBody = Body({ desde: CalendarDate, dias: Int4() });
/** She ends her own pause today, or takes back one not begun. */
export const EndPauseBody = Body({ pausaId: Id });

/** A pause waiting for the studio, with whose it is. */
export const PendingPauseSchema = Type.Object({ ...PauseSchema.properties, clerkUserId: Type.String(), nombre: Type.String(), pedida: Type.String() });
export type PendingPauseView = Static<typeof PendingPauseSchema>;

export const PauseDecisionBody = Body({ clerkUserId: UserId, pausaId: Id, motivo: Type.Optional(NonBlank(200)) });
