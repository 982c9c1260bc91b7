import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id } from './http';

/** One class occurrence, and optionally the member an admin acts for. */
export const WaitlistBody = Body({ fecha: CalendarDate, horario_id: Id, clerk_user_id: Type.Optional(Type.String({ maxLength: 200 })) });

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
