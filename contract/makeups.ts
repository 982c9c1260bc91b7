import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, Int4 } from './http';

/**
 * Make-up classes (recuperos, docs/features/makeups.md): the studio's rule, her rights still to use, and booking one.
 * Dates are studio-calendar `YYYY-MM-DD`; `vence` is a right's last valid day.
 */
export const MakeupSettingsSchema = Type.Object({
  activo: Type.Boolean(),
  /** Days a right lasts from the day it was given. */
  dias_validez: Type.Integer(),
  /** Make-up classes a month; null: no limit. */
  tope_mensual: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether a turno fijo's class the studio closed gives a make-up. */
  recuperar_cierres: Type.Boolean(),
});
export type MakeupSettingsView = Static<typeof MakeupSettingsSchema>;
export const MakeupSettingsBody = Body({
  activo: Type.Boolean(),
  dias_validez: Int4(),
  tope_mensual: Type.Union([Int4(), Type.Null()]),
  recuperar_cierres: Type.Boolean(),
});

/** A right she can still use: the class she missed, and until when. */
export const MakeupSchema = Type.Object({
  id: Type.Integer(),
  /** The class it came from. */
  fecha: Type.String(),
  hora: Type.String(),
  disciplina_id: Type.Union([Type.Integer(), Type.Null()]),
  disciplina: Type.String(),
  motivo: Type.Union([Type.Literal('cancel'), Type.Literal('closure')]),
  vence: Type.String(),
});
export type MakeupView = Static<typeof MakeupSchema>;

export const MyMakeupsSchema = Type.Object({
  ajustes: MakeupSettingsSchema,
  disponibles: Type.Array(MakeupSchema),
  /** Make-up classes she holds in this studio month. */
  usados_mes: Type.Integer(),
});
export type MyMakeupsView = Static<typeof MyMakeupsSchema>;

export const MyMakeupsBody = Body({ clerkUserId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
export const BookMakeupBody = Body({ horario_id: Id, fecha: CalendarDate });
