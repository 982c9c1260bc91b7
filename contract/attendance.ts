import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, NonBlank } from './http';
import { TrialRosterEntrySchema } from './trials';

/** POST /api/reservas/checkIn and undoCheckIn: one booking (admins and coaches). */
export const CheckInBody = Body({ id: Id });

/** POST /api/clases/getClasesDelDia: the class console's day (today when absent). */
export const ClassDayBody = Body({ fecha: Type.Optional(CalendarDate) });

/**
 * POST /api/clases/anotarSocio: staff puts a member into a class. `sin_reserva` adds a walk-in (checked in at
 * once, may go beyond capacity); `descontar_credito` takes one of the member's credits; `motivo` is required.
 */
export const StaffBookBody = Body({
  horario_id: Id,
  fecha: CalendarDate,
  clerk_user_id: Type.String({ minLength: 1, maxLength: 200 }),
  sin_reserva: Type.Boolean(),
  descontar_credito: Type.Boolean(),
  motivo: NonBlank(200),
});

export const MemberSearchBody = Body({ texto: Type.String({ minLength: 2, maxLength: 100 }) });

export const MemberMatchSchema = Type.Object({ clerk_user_id: Type.String(), nombre: Type.String(), email: Type.String() });

export const RosterEntrySchema = Type.Object({
  /** The booking's id. */
  id: Type.Integer(),
  clerk_user_id: Type.String(),
  nombre: Type.String(),
  /** null: not marked yet. */
  asistencia: Type.Union([Type.Literal('presente'), Type.Literal('ausente'), Type.Null()]),
  /** A walk-in added by staff. */
  sin_reserva: Type.Boolean(),
  /** Booked by staff without taking a credit. */
  sin_credito: Type.Boolean(),
  /** Why staff booked the member, when they did. */
  motivo: Type.Union([Type.String(), Type.Null()]),
});

export const ConsoleClassSchema = Type.Object({
  horario_id: Type.Integer(),
  fecha: Type.String(),
  hora: Type.String(),
  /** When the class ends (HH:MM): its start plus its duration. */
  hora_fin: Type.String(),
  disciplina_id: Type.Integer(),
  disciplina: Type.String(),
  cupo_maximo: Type.Integer(),
  reservados: Type.Integer(),
  presentes: Type.Integer(),
  en_espera: Type.Integer(),
  /** 'proxima', 'en_curso' or 'terminada', by the studio clock. */
  estado: Type.Union([Type.Literal('proxima'), Type.Literal('en_curso'), Type.Literal('terminada')]),
  reservas: Type.Array(RosterEntrySchema),
  lista_de_espera: Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String(), posicion: Type.Integer() })),
  /** A class the studio cancelled, moved or closed: the members whose bookings that ended, so staff tell them. */
  turnos_cancelados: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String() }))),
  /** Trial classes booked from the public schedule: each holds a place, as a booking does. */
  pruebas: Type.Optional(Type.Array(TrialRosterEntrySchema)),
  /** Plans beside the class (assigned to the group named like its discipline); empty when none maps. */
  planificaciones: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), grupo: Type.String() })),
  /** The class will not take place (its day closed, cancelled, or moved to `movida_a`), and why; null when on. */
  cancelada: Type.Optional(Type.Union([
    Type.Object({
      causa: Type.Union([Type.Literal('dia_cerrado'), Type.Literal('cancelada'), Type.Literal('movida')]),
      motivo: Type.String(),
      movida_a: Type.Union([Type.Object({ fecha: Type.String(), hora: Type.String() }), Type.Null()]),
    }),
    Type.Null(),
  ])),
});

export const ClassDaySchema = Type.Object({ fecha: Type.String(), clases: Type.Array(ConsoleClassSchema) });

/** GET /api/clases/proximas: the staff home's classes, today's and the next day's that has any (within a week). */
export const UpcomingClassesSchema = Type.Object({ hoy: ClassDaySchema, siguiente: Type.Union([ClassDaySchema, Type.Null()]) });

export type ConsoleClass = Static<typeof ConsoleClassSchema>;
export type RosterEntry = Static<typeof RosterEntrySchema>;
export type ClassDay = Static<typeof ClassDaySchema>;
export type UpcomingClasses = Static<typeof UpcomingClassesSchema>;
export type MemberMatch = Static<typeof MemberMatchSchema>;

/** One past class of the member's history (POST /api/reservas/getHistorial). */
export const HistorialEntrySchema = Type.Object({
  id: Type.Integer(),
  fecha: Type.String(),
  hora: Type.String(),
  disciplina: Type.String(),
  /** presente, ausente, cancelada, or sin_registro (a past class nobody marked). */
  estado: Type.Union([Type.Literal('presente'), Type.Literal('ausente'), Type.Literal('cancelada'), Type.Literal('sin_registro')]),
  /** Who or what cancelled, as recorded ('member', 'admin', 'slot-removed', …); null when not cancelled. */
  motivo_cancelacion: Type.Union([Type.String(), Type.Null()]),
  /** The net credit movement this class caused: -1 used, 0 returned or never taken. */
  creditos: Type.Integer(),
});

export type HistorialEntry = Static<typeof HistorialEntrySchema>;

/** GET /api/reportes/asistencia?desde&hasta (admins): attendance, no-shows, late cancellations and waitlist demand per weekly class. */
export const AttendanceReportQuery = Type.Object({ desde: Type.Optional(CalendarDate), hasta: Type.Optional(CalendarDate) }, { additionalProperties: false });

export const ClassAttendanceSchema = Type.Object({
  horario_id: Type.Integer(),
  dia_semana: Type.String(),
  hora: Type.String(),
  disciplina: Type.String(),
  clases: Type.Integer(),
  presentes: Type.Integer(),
  ausentes: Type.Integer(),
  sin_registro: Type.Integer(),
  canceladas: Type.Integer(),
  /** Cancellations after the discipline's free-cancellation limit. */
  tardias: Type.Integer(),
  tasa_asistencia: Type.Union([Type.Number(), Type.Null()]),
  tasa_ausentes: Type.Union([Type.Number(), Type.Null()]),
  tasa_tardias: Type.Union([Type.Number(), Type.Null()]),
  en_espera: Type.Integer(),
});

export const AttendanceReportSchema = Type.Object({ desde: Type.String(), hasta: Type.String(), clases: Type.Array(ClassAttendanceSchema) });

export type ClassAttendance = Static<typeof ClassAttendanceSchema>;
export type AttendanceReport = Static<typeof AttendanceReportSchema>;
