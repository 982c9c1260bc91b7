import { Type, type Static } from 'typebox';
import { Body, CalendarDate, Id, IdParam } from './http';
import { FormatoBloqueSchema, SeriePrescripcion } from './plans';
import { Kilos, Repeticiones, SerieRegistradaSchema } from './workouts';

/**
 * The pizarra (docs/features/class-board.md): one class's plan day on a TV or tablet, block by block, with each
 * checked-in member's own target for every set and what she logged, live. Staff only.
 */

/** One class: its slot and its day. */
export const PizarraQuery = Type.Object({ horario_id: IdParam, fecha: CalendarDate });

const SeriePizarraSchema = Type.Object({ id: Type.Integer(), numero: Type.Integer(), repeticiones: Type.String(), peso: Type.Number(), ...SeriePrescripcion });

export const DiaPizarraSchema = Type.Object({
  planificacion_id: Type.Integer(),
  planificacion: Type.String(),
  dia_id: Type.Integer(),
  /** "Semana 1 · Día 2", as the plan names them. */
  dia: Type.String(),
  bloques: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nombre: Type.String(),
      formato: Type.Union([FormatoBloqueSchema, Type.Null()]),
      ejercicios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), series: Type.Array(SeriePizarraSchema) })),
    }),
  ),
});

/**
 * Her own target for a set: the kg from her training max when the set is a % (rounded to the studio's plates), else
 * what she lifted in that set last time, else the plan's kg; null kg: nothing to go by (a bodyweight set, a first time).
 */
export const ObjetivoSchema = Type.Object({
  serie_id: Type.Integer(),
  kg: Type.Union([Type.Number(), Type.Null()]),
  repeticiones: Type.String(),
  origen: Type.Union([Type.Literal('maximo'), Type.Literal('ultima_vez'), Type.Literal('plan'), Type.Null()]),
  rpe: Type.Optional(Type.Number()),
  rir: Type.Optional(Type.Integer()),
});

export const RecordTipoSchema = Type.Union([Type.Literal('peso_maximo'), Type.Literal('e1rm'), Type.Literal('repeticiones')]);

/** What she logged in a set of this day, today (from her phone or the coach's tablet), with the records it beat. */
export const HechaSchema = Type.Object({ serie_id: Type.Integer(), repeticiones: Type.Integer(), peso: Type.Number(), records: Type.Array(RecordTipoSchema) });

export const SocioPizarraSchema = Type.Object({
  clerk_user_id: Type.String(),
  nombre: Type.String(),
  objetivos: Type.Array(ObjetivoSchema),
  hechas: Type.Array(HechaSchema),
});

/**
 * GET /api/entrenamientos/pizarra: the class, the plan day chosen for it (null until a coach chooses one) and the
 * members checked in (Presente), by name; a member booked who has not come is not on it.
 */
export const PizarraSchema = Type.Object({
  clase: Type.Object({ horario_id: Type.Integer(), fecha: CalendarDate, hora: Type.String(), disciplina: Type.String() }),
  dia: Type.Union([DiaPizarraSchema, Type.Null()]),
  socios: Type.Array(SocioPizarraSchema),
});

/** PUT /api/entrenamientos/pizarra/dia: the plan day the class trains. */
export const ElegirDiaPizarraBody = Body({ horario_id: Id, fecha: CalendarDate, planificacionId: Id, diaId: Id });

/**
 * POST /api/entrenamientos/pizarra/registrarSerie: a set a checked-in member did, entered from the coach's tablet;
 * it goes to her session of the day as if she logged it (records included).
 */
export const RegistrarSeriePizarraBody = Body({
  horario_id: Id,
  fecha: CalendarDate,
  clerkUserId: Type.String({ minLength: 1, maxLength: 200 }),
  serieId: Id,
  repeticiones: Repeticiones,
  peso: Kilos,
  rpe: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  rir: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
/** Answered as her own logging answers: the session, the set and the records it beat. */
export const SeriePizarraRegistradaSchema = SerieRegistradaSchema;

export type Pizarra = Static<typeof PizarraSchema>;
export type DiaPizarra = Static<typeof DiaPizarraSchema>;
export type SocioPizarra = Static<typeof SocioPizarraSchema>;
export type Objetivo = Static<typeof ObjetivoSchema>;
