import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, NonBlank } from './http';

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
  /** Who runs the class (null: nobody named) and its length, for a booking. */
  profesor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  duracion_minutos: Type.Optional(Type.Integer()),
  /** Place in line (1 = next) while `en_espera`; null for a booking. */
  posicion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** After the cutoff a freed place was offered to the whole list: the first to book it gets it. */
  lugar_ofrecido: Type.Boolean(),
  /** While `en_espera`: how late she still wants to be promoted, minutes before class (null: the studio's cutoff). */
  promover_hasta_minutos: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** The studio moved this booking's class here: from which date and time (null or absent: booked as it is). */
  movida_desde: Type.Optional(Type.Union([Type.Object({ fecha: Type.String(), hora: Type.String() }), Type.Null()])),
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
  /** A make-up class (docs/features/makeups.md): cancelled in time, its right comes back instead of a credit. */
  es_recupero: Type.Optional(Type.Boolean()),
  /** A turno fijo's class the studio recovers: cancelling it now gives a make-up right until this day, not the credit. */
  recupero_hasta: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** POST /api/reservas/waiveForfeit: the admin gives back a credit a late cancellation forfeited, with a reason. */
export const WaiveForfeitBody = Body({ id: Id, motivo: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) });

/** Why a class occurrence is off, as members read it beside the class. */
function CancelacionClaseSchema() {
  return Type.Object({
    motivo: Type.String(),
    causa: Type.Union([Type.Literal('dia_cerrado'), Type.Literal('clase_cancelada'), Type.Literal('clase_movida')]),
    /** Where a moved class went. */
    movida_a: Type.Union([Type.Object({ horario_id: Type.Integer(), fecha: Type.String(), hora: Type.String() }), Type.Null()]),
  });
}

/**
 * The instants the booking decision applies to one class ('YYYY-MM-DD HH:MM', studio time), whether past or not:
 * booking opens at `reservas_abren` (null: as soon as the class is in the agenda) and takes bookings until
 * `reservas_cierran` inclusive (null: until it starts); cancelling is free until `cancelacion_gratis_hasta`
 * inclusive (null: until it starts), and a later cancel spends one of the viewer's `tardias_sin_costo_restantes`
 * free late cancellations of that month, or else the credit.
 */
function ReglasClaseSchema() {
  return Type.Object({
    reservas_abren: Type.Union([Type.String(), Type.Null()]),
    reservas_cierran: Type.Union([Type.String(), Type.Null()]),
    cancelacion_gratis_hasta: Type.Union([Type.String(), Type.Null()]),
    tardias_sin_costo_restantes: Type.Integer({ minimum: 0 }),
  });
}

// Calendar exceptions, admin commands under /api/horarios/.
const Motivo = NonBlank(200);
const Hora = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5 });
/** `correr_vencimientos`: every member's package and monthly dates last one day longer (docs/features/pauses.md). */
export const CloseDateBody = Body({ fecha: Fecha, motivo: Motivo, correr_vencimientos: Type.Optional(Type.Boolean()) });
export const ReopenDateBody = Body({ fecha: Fecha });
export const CancelOccurrenceBody = Body({ horario_id: Id, fecha: Fecha, motivo: Motivo });
export const RestoreOccurrenceBody = Body({ horario_id: Id, fecha: Fecha });
export const MoveOccurrenceBody = Body({ horario_id: Id, fecha: Fecha, nueva_fecha: Fecha, nueva_hora: Hora, motivo: Motivo });
/** What an exception did to the members booked or waiting: each was told and got their credit back. */
export const CalendarResultSchema = Type.Object({ reservas_canceladas: Type.Integer(), en_espera_canceladas: Type.Integer() });
// A move answers how many bookings and waitlist entries followed the class, and how many could not (credit back).
export const MoveResultSchema = Type.Object({
  id: Type.Integer(), reservas_canceladas: Type.Integer(), en_espera_canceladas: Type.Integer(), reservas_movidas: Type.Integer(), en_espera_movidas: Type.Integer(),
});
export const ExceptionsQuery = Type.Object({ desde: Fecha, hasta: Fecha });
export const ExceptionsSchema = Type.Object({
  dias_cerrados: Type.Array(Type.Object({ fecha: Type.String(), motivo: Type.String() })),
  clases_canceladas: Type.Array(Type.Object({
    horario_id: Type.Integer(),
    fecha: Type.String(),
    hora: Type.String(),
    disciplina: Type.String(),
    motivo: Type.String(),
    causa: Type.Union([Type.Literal('dia_cerrado'), Type.Literal('clase_cancelada'), Type.Literal('clase_movida')]),
    movida_a: Type.Union([Type.Object({ horario_id: Type.Integer(), fecha: Type.String(), hora: Type.String() }), Type.Null()]),
  })),
});
export type Excepciones = Static<typeof ExceptionsSchema>;

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
  /** Who runs the class (a staff member's name); null when the studio named nobody. */
  profesor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  duracion_minutos: Type.Optional(Type.Integer()),
  /** A one-off class, not part of the weekly schedule. */
  unica: Type.Optional(Type.Boolean()),
  /** The class will not take place: its day is closed, or it was cancelled or moved; null otherwise. */
  cancelada: Type.Optional(Type.Union([CancelacionClaseSchema(), Type.Null()])),
  /** Its discipline's booking rules for the viewer, so the agenda says them before any tap. */
  reglas: Type.Optional(ReglasClaseSchema()),
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

/** Turnos fijos: a weekly class booked for the member every week as its booking opens. */
export const StandingBookingBody = Body({ horario_id: Id });
/** Set: the classes already open for booking that the member now holds (booked right away, or booked by them before). */
export const StandingBookingSetReply = Type.Object({ horario_id: Type.Integer(), reservadas: Type.Array(Fecha) });
// A member's id as sign-up and Clerk make them (user_…): anything else names nobody, and is refused as malformed.
export const StandingBookingsQuery = Type.Object({ clerkUserId: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })) });
export const StandingBookingSchema = Type.Object({
  horario_id: Type.Integer(),
  dia_semana: Type.String(),
  hora: Type.String(),
  disciplina: Type.String(),
  /** The studio date it was set: earlier classes are not booked for it. */
  desde: Fecha,
});
export type StandingBooking = Static<typeof StandingBookingSchema>;
