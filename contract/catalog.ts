import { Type, type Static } from 'typebox';
import { Amount, Body, Id, IdParam, Int4 } from './http';

// Names are checked (non-blank, length) by the deciders, which answer in Spanish; the schema only caps the size.
const Name = Type.String({ maxLength: 256 });
const Maybe = <T extends import('typebox').TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/**
 * A discipline's booking policy, in the admin's words: booking opens N days ahead (null: the agenda's horizon),
 * closes M minutes before class, free cancellation until H hours before (null: until the class starts), and G late
 * cancellations per member and month that still give the credit back; and until W minutes before class the waitlist
 * books the first in line automatically (later a freed place is offered to the whole list).
 */
export const PoliticaReservasFields = {
  reservas_abren_dias_antes: Type.Union([Type.Integer({ minimum: 1, maximum: 60 }), Type.Null()]),
  reservas_cierran_minutos_antes: Type.Integer({ minimum: 0, maximum: 1440 }),
  cancelacion_gratis_horas_antes: Type.Union([Type.Integer({ minimum: 0, maximum: 168 }), Type.Null()]),
  cancelaciones_tardias_gratis_mes: Type.Integer({ minimum: 0, maximum: 31 }),
  lista_espera_automatica_minutos_antes: Type.Integer({ minimum: 0, maximum: 1440 }),
};
export const PoliticaReservasSchema = Type.Object(PoliticaReservasFields);
export type PoliticaReservas = Static<typeof PoliticaReservasSchema>;
export const SetPoliticaReservasBody = Body({ id: Id, ...PoliticaReservasFields });

// The list (getDisciplinas) carries each discipline's policy; add and rename answer the name only.
const { reservas_abren_dias_antes, reservas_cierran_minutos_antes, cancelacion_gratis_horas_antes, cancelaciones_tardias_gratis_mes, lista_espera_automatica_minutos_antes } = PoliticaReservasFields;
export const DisciplinaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  reservas_abren_dias_antes: Type.Optional(reservas_abren_dias_antes),
  reservas_cierran_minutos_antes: Type.Optional(reservas_cierran_minutos_antes),
  cancelacion_gratis_horas_antes: Type.Optional(cancelacion_gratis_horas_antes),
  cancelaciones_tardias_gratis_mes: Type.Optional(cancelaciones_tardias_gratis_mes),
  lista_espera_automatica_minutos_antes: Type.Optional(lista_espera_automatica_minutos_antes),
});
export type Disciplina = Static<typeof DisciplinaSchema>;
export const IdSchema = Type.Object({ id: Type.Integer() });

// docs/product.md §7 sends `id` with addDisciplina; a new discipline always gets a fresh one, so it is ignored.
export const AddDisciplinaBody = Body({ id: Type.Optional(Type.Unknown()), nombre: Name });
export const EditDisciplinaBody = Body({ id: Id, nombre: Name });
export const IdBody = Body({ id: Id });

export const HorarioSchema = Type.Object({
  id: Type.Integer(),
  dia_semana: Type.String(),
  hora: Type.String(),
  disciplina_id: Type.Integer(),
  disciplina: Type.String(),
  cupo_maximo: Type.Integer(),
  cupo_disponible: Type.Integer(),
  /** Who runs it (a staff member's user id and name; null: nobody named) and how long it lasts. */
  instructor_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  profesor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  duracion_minutos: Type.Optional(Type.Integer()),
  /** A one-off class's date ('YYYY-MM-DD'); null for a weekly slot. */
  fecha: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export type Horario = Static<typeof HorarioSchema>;

/** Every field may be missing here so the route can answer docs/product.md's "Todos los campos son obligatorios". */
const horarioFields = {
  dia_semana: Maybe(Type.String({ maxLength: 20 })),
  hora: Maybe(Type.String({ maxLength: 10 })),
  disciplina_id: Maybe(Id),
  cupo_maximo: Maybe(Int4()),
  // The instructor and duration: absent keeps what the slot has (a new slot: nobody named, 60 minutes).
  instructor_id: Maybe(Type.String({ minLength: 1, maxLength: 200 })),
  duracion_minutos: Type.Optional(Int4()),
};
// The web sends id 0 on add (docs/product.md §7); any id there is ignored.
export const AddHorarioBody = Body({ id: Type.Optional(Type.Unknown()), ...horarioFields });
export const UpdateHorarioBody = Body({ id: Id, ...horarioFields });
/** POST /api/horarios/addOneOff: a class on one date only. */
export const AddOneOffBody = Body({
  fecha: Type.String({ format: 'date', maxLength: 10 }),
  hora: Type.String({ maxLength: 10 }),
  disciplina_id: Id,
  cupo_maximo: Int4(),
  instructor_id: Maybe(Type.String({ minLength: 1, maxLength: 200 })),
  duracion_minutos: Type.Optional(Int4()),
});
/** A staff member who may run a class (GET /api/horarios/profesores). */
export const ProfesorSchema = Type.Object({ id: Type.String(), nombre: Type.String() });
export const HoraDisciplinaSchema = Type.Object({ hora: Type.String(), disciplina: Type.String() });

export const PaqueteSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  cantidad_clases: Type.Integer(),
  clases_por_semana: Type.Number(),
  precio: Type.Number(),
  /** The only discipline when the package is limited to exactly one; null for todas or several (see disciplinas). */
  disciplina_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The names of its disciplines ("Yoga, Pilates"); null for todas. */
  disciplina: Type.Union([Type.String(), Type.Null()]),
  /** The disciplines it may book, ascending; empty: todas. */
  disciplinas: Type.Array(Type.Integer()),
});

/** A package on offer (GET /api/paquetes/getPaquetes). */
export type Paquete = Static<typeof PaqueteSchema>;

const paqueteFields = {
  nombre: Name,
  cantidad_clases: Int4(),
  precio: Amount(),
  // The product description's one discipline (null: todas) or, when given, the set of them (empty: todas); `disciplinas` wins.
  disciplina_id: Maybe(Id),
  disciplinas: Type.Optional(Type.Array(Id, { maxItems: 100 })),
};
export const AddPaqueteBody = Body(paqueteFields);
// "The whole paquete": its read-only fields (clases_por_semana, disciplina) are stripped, its id must match the path.
export const UpdatePaqueteBody = Body({ id: Type.Optional(Int4()), ...paqueteFields });
export const PaqueteParams = Type.Object({ id: IdParam });
