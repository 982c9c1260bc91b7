import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id } from './http';

/** One class occurrence, and optionally the member an admin acts for. */
export const WaitlistBody = Body({ fecha: CalendarDate, horario_id: Id, clerk_user_id: Type.Optional(Type.String({ maxLength: 200 })) });

/**
 * How late the member still wants to be promoted automatically, in minutes before class: 3, 6, 12 or 24 hours;
 * null: until the studio's cutoff (the default). The promotion never runs past the studio's cutoff either way.
 */
export const PromoverHasta = Type.Union([Type.Literal(180), Type.Literal(360), Type.Literal(720), Type.Literal(1440), Type.Null()]);

/** Joining: the class, and optionally her own promotion limit (absent: the studio's cutoff). */
export const JoinWaitlistBody = Body({ ...WaitlistBody.properties, promover_hasta_minutos: Type.Optional(PromoverHasta) });
/** Changing her limit while on the list. */
export const WaitlistLimitBody = Body({ ...WaitlistBody.properties, promover_hasta_minutos: PromoverHasta });
export const WaitlistLimitReply = Type.Object({ id: Type.Integer(), promover_hasta_minutos: Type.Union([Type.Integer(), Type.Null()]) });

export const JoinWaitlistReply = Type.Object({ id: Type.Integer(), posicion: Type.Integer({ minimum: 1 }) });
export const LeaveWaitlistReply = Type.Object({ id: Type.Integer() });

/** An entry of one occurrence's list, for the admin's roster. */
export const WaitlistEntrySchema = Type.Object({
  id: Type.Integer(),
  clerk_user_id: Type.String(),
  nombre: Type.String(),
  estado: Type.Union([Type.Literal('en_espera'), Type.Literal('promovido'), Type.Literal('salio'), Type.Literal('omitido')]),
  posicion: Type.Union([Type.Integer(), Type.Null()]),
  joined_at: Type.String(),
  ended_at: Type.Union([Type.String(), Type.Null()]),
  /** Why it ended: member / admin / booked (left), NO_PACKAGE / NO_CREDITS / PACKAGE_EXPIRES_BEFORE_CLASS (skipped). */
  motivo: Type.Union([Type.String(), Type.Null()]),
  booking_id: Type.Union([Type.Integer(), Type.Null()]),
});

export type WaitlistAuditEntry = Static<typeof WaitlistEntrySchema>;
