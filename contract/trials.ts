import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id } from './http';

/**
 * The public schedule (no sign-in): this week's classes with their places left, and nothing about who booked them.
 * `prueba_confirmacion` says what happens after a trial is booked: confirmed at once, or the studio confirms it.
 */
export const PublicClassSchema = Type.Object({
  horario_id: Type.Integer(),
  fecha: Type.String(),
  dia_semana: Type.String(),
  hora: Type.String(),
  disciplina: Type.String(),
  profesor: Type.Union([Type.String(), Type.Null()]),
  duracion_minutos: Type.Union([Type.Integer(), Type.Null()]),
  cupo_maximo: Type.Integer(),
  cupo_disponible: Type.Integer(),
  /** The class will not take place (its day closed, cancelled or moved), and why; null when it is on. */
  cancelada: Type.Union([Type.Object({ causa: Type.Union([Type.Literal('dia_cerrado'), Type.Literal('clase_cancelada'), Type.Literal('clase_movida')]), motivo: Type.String() }), Type.Null()]),
});

export const PublicScheduleSchema = Type.Object({
  estudio: Type.String(),
  prueba_confirmacion: Type.Union([Type.Literal('automatica'), Type.Literal('estudio')]),
  clases: Type.Array(PublicClassSchema),
});

/** POST /api/publico/clasePrueba: a visitor's trial class. An email or a WhatsApp number, at least one. */
export const BookTrialBody = Body({
  horario_id: Id,
  fecha: CalendarDate,
  nombre: Type.String({ maxLength: 120 }),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  telefono: Type.Optional(Type.String({ maxLength: 40 })),
});

export const BookTrialResultSchema = Type.Object({ id: Type.String(), confirmada: Type.Boolean() });

/** Staff acting on one trial class (confirm, cancel, check in). */
export const TrialIdBody = Body({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** A trial class on the console's roster: the visitor's name and how to reach her (staff only). */
export const TrialRosterEntrySchema = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  /** E.164, for a WhatsApp link; null when she left an email only. */
  telefono: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  estado: Type.Union([Type.Literal('pendiente'), Type.Literal('confirmada')]),
  asistio: Type.Boolean(),
});

/** One lead along the funnel: interested → trial → came → member → first package. */
export const LeadSchema = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  telefono: Type.Union([Type.String(), Type.Null()]),
  /** When she booked her trial (ISO instant). */
  registrada: Type.String(),
  prueba: Type.Union([
    Type.Object({
      fecha: Type.String(),
      hora: Type.String(),
      disciplina: Type.String(),
      estado: Type.Union([Type.Literal('pendiente'), Type.Literal('confirmada'), Type.Literal('cancelada')]),
      asistio: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  /** Her account: made by the owner's conversion, or opened by herself with the same email. */
  socia: Type.Union([Type.Object({ clerk_user_id: Type.String(), desde: Type.String() }), Type.Null()]),
  /** When she got her first package (ISO instant), if she has. */
  primer_paquete: Type.Union([Type.String(), Type.Null()]),
  etapa: Type.Union([Type.Literal('prueba'), Type.Literal('vino'), Type.Literal('cancelada'), Type.Literal('socia'), Type.Literal('con_paquete')]),
});

/** POST /api/interesados/convertir: the lead becomes a member; `email` when she left only a phone. */
export const ConvertLeadBody = Body({ id: Type.String({ minLength: 1, maxLength: 64 }), email: Type.Optional(Type.String({ maxLength: 200 })) });

export const TrialSettingsSchema = Type.Object({ confirmacion_automatica: Type.Boolean() });
export const TrialSettingsBody = Body({ confirmacion_automatica: Type.Boolean() });

export type PublicClass = Static<typeof PublicClassSchema>;
export type PublicSchedule = Static<typeof PublicScheduleSchema>;
export type TrialRosterEntry = Static<typeof TrialRosterEntrySchema>;
export type Lead = Static<typeof LeadSchema>;
