import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id } from './http';

/** A real calendar day: 2026-13-45 and 2026-02-30 are refused by the schema. */
export const Fecha = CalendarDate;

export const AddReservaBody = Body({ fecha: Fecha, horario_id: Id, clerk_user_id: Type.Optional(Type.String({ maxLength: 200 })) });
export const DeleteReservaBody = Body({ id: Id, clerk_user_id: Type.Optional(Type.String({ maxLength: 200 })) });
export const UserBody = Body({ clerkUserId: Type.Optional(Type.String({ maxLength: 200 })) });
export const OccurrenceBody = Body({ horario_id: Id, fecha: Fecha });

export const ReservaSchema = Type.Object({
  id: Type.Integer(),
  fecha: Type.String(),
  horario_id: Type.Integer(),
  clerk_user_id: Type.String(),
  hora: Type.String(),
  disciplina: Type.String(),
  /** A booking, or a place on the class's waitlist (then `id` is the waitlist entry's, not a booking's). */
  estado: Type.Union([Type.Literal('reservado'), Type.Literal('en_espera')]),
  /** Place in line (1 = next) while `en_espera`; null for a booking. */
  posicion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** After the cutoff a freed place was offered to the whole list: the first to book it gets it. */
  lugar_ofrecido: Type.Boolean(),
  /**
   * A booking's cancellation terms now, by its discipline's policy (null for a waitlist entry): free until when
   * ('YYYY-MM-DD HH:MM', studio time; null: until the class starts), whether cancelling now gives the credit back,
   * and the free late cancellations left this month when this one would use one.
   */
  cancelacion: Type.Optional(Type.Union([
    Type.Object({
      gratis_hasta: Type.Union([Type.String(), Type.Null()]),
      devuelve_credito: Type.Boolean(),
      tardias_sin_costo_restantes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    }),
    Type.Null(),
  ])),
});

/** POST /api/reservas/waiveForfeit: the admin gives back a credit a late cancellation forfeited, with a reason. */
export const WaiveForfeitBody = Body({ id: Id, motivo: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) });

export const CupoSchema = Type.Object({
  horario_id: Type.Integer(),
  fecha: Type.String(),
  dia_semana: Type.String(),
  hora: Type.String(),
  disciplina_id: Type.Integer(),
  disciplina: Type.String(),
  cupo_maximo: Type.Integer(),
  cupo_disponible: Type.Integer(),
  /** The caller's booking of this occurrence, if any. */
  reserva_id: Type.Union([Type.Integer(), Type.Null()]),
});

/** One class occurrence of the agenda (GET /api/horarios/getCuposDisponibles). */
export type Cupo = Static<typeof CupoSchema>;

export const HistoryEntrySchema = Type.Object({
  at: Type.String(),
  kind: Type.Union([Type.Literal('booked'), Type.Literal('cancelled')]),
  bookingId: Type.Integer(),
  horario_id: Type.Integer(),
  fecha: Type.String(),
  hora: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** A late cancellation that kept the credit ('perdido'), or whose credit an admin gave back ('devuelto'). */
  credito: Type.Optional(Type.Union([Type.Literal('perdido'), Type.Literal('devuelto'), Type.Null()])),
});
