import { Type, type Static } from 'typebox';
import { Body, Id, IdParam, NonBlank } from './http';
import { FormatoBloqueSchema, SeriePrescripcion } from './plans';

/**
 * Workout logging: a member starts a session for one day of a plan, logs what they actually did per
 * set, finishes it; records, history, and the coach's view. Field names in Spanish like the rest of the API.
 */

/**
 * A session id: a UUID, so an offline client can make it before it syncs (iniciarSesion takes it as `id`) and queue
 * registrarSerie calls against it. Compared in lower case.
 */
export const SesionId = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36 });
export const SesionParams = Type.Object({ id: SesionId });

/** Kilograms with decimals (bodyweight: 0). Stored with two decimals. */
export const Kilos = Type.Number({ minimum: 0, maximum: 1000 });
export const Repeticiones = Type.Integer({ minimum: 0, maximum: 1000 });
/** Seconds of a timed set (a plank, "3x30s"); at most a day. */
export const Segundos = Type.Integer({ minimum: 0, maximum: 86_400 });

/**
 * POST /api/entrenamientos/iniciarSesion → { id }. `id` optional: a client-made UUID (offline); without it the
 * server makes one. Starting the same `id` again for the same plan and day answers the same `id` (no duplicate).
 */
export const IniciarSesionBody = Body({ id: Type.Optional(SesionId), planificacionId: Id, diaId: Id });
export const SesionCreadaSchema = Type.Object({ id: Type.String() });

/**
 * POST /api/entrenamientos/registrarSerie: what the member did in one set of the session's day (`serieId` is the
 * plan's set id). Logging the same set again replaces it (a correction, never a second row); accepted after the
 * session is finished too (an offline queue arriving late). `hecha` defaults to true; `segundos` to null.
 */
export const RegistrarSerieBody = Body({
  sesionId: SesionId,
  serieId: Id,
  repeticiones: Repeticiones,
  peso: Kilos,
  segundos: Type.Optional(Type.Union([Segundos, Type.Null()])),
  hecha: Type.Optional(Type.Boolean()),
  /** The effort she felt: RPE 1-10 in halves, or RIR 0-10 (checked by the decider: Spanish answers). */
  rpe: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  rir: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});

/** peso_maximo: heaviest weight; e1rm: best estimated one-rep max (Epley); repeticiones: most reps at one weight. */
export const TipoRecordSchema = Type.Union([Type.Literal('peso_maximo'), Type.Literal('e1rm'), Type.Literal('repeticiones')]);
export type TipoRecord = Static<typeof TipoRecordSchema>;

/** A record this set just beat (only when the member had logged that exercise before; the first time sets the mark). */
export const RecordLogradoSchema = Type.Object({
  tipo: TipoRecordSchema,
  ejercicio: Type.String(),
  /** kg for peso_maximo and e1rm, repetitions for repeticiones. */
  valor: Type.Number(),
  /** The value it beat (same unit). */
  anterior: Type.Number(),
  peso: Type.Number(),
  repeticiones: Type.Integer(),
});
export type RecordLogrado = Static<typeof RecordLogradoSchema>;

export const SerieRegistradaSchema = Type.Object({
  ok: Type.Boolean(),
  sesionId: Type.String(),
  serieId: Type.Integer(),
  /** Records this set beat, to celebrate at once (empty when none). */
  records: Type.Array(RecordLogradoSchema),
});

/** POST /api/entrenamientos/finalizarSesion. Finishing twice answers ok again; the second note does not replace the first. */
export const FinalizarSesionBody = Body({ id: SesionId, nota: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])) });
export const SesionOkSchema = Type.Object({ ok: Type.Boolean(), id: Type.String() });

/** POST /api/entrenamientos/comentarSesion (staff). */
export const ComentarSesionBody = Body({ id: SesionId, texto: NonBlank(2000) });
export const ComentarioCreadoSchema = Type.Object({ ok: Type.Boolean(), id: Type.String(), comentarioId: Type.String() });

const IsoDateTime = Type.String({ description: 'ISO 8601, UTC' });
/** A studio calendar day, YYYY-MM-DD. */
const Fecha = Type.String({ description: 'YYYY-MM-DD (día del estudio)' });

export const SerieLogSchema = Type.Object({
  repeticiones: Type.Integer(),
  peso: Type.Number(),
  segundos: Type.Union([Type.Integer(), Type.Null()]),
  hecha: Type.Boolean(),
  registrada_en: IsoDateTime,
  /** Records this set beat when it was logged. */
  records: Type.Array(TipoRecordSchema),
  rpe: Type.Optional(Type.Number()),
  rir: Type.Optional(Type.Integer()),
});

/** One set of the session's day: what the plan said (at the start) and what was logged (null: not yet). */
export const SesionSerieSchema = Type.Object({
  serie_id: Type.Integer(),
  numero: Type.Integer(),
  /** The coach's prescription, when she gave one: effort, tempo and % of the member's training max. */
  planificado: Type.Object({ repeticiones: Type.String(), peso: Type.Number(), ...SeriePrescripcion }),
  registrado: Type.Union([SerieLogSchema, Type.Null()]),
});

export const SesionEjercicioSchema = Type.Object({
  ejercicio_id: Type.Integer(),
  nombre: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  bloque_id: Type.Integer(),
  bloque: Type.String(),
  /** The block's rest between sets, seconds. */
  descanso: Type.Integer(),
  /** The block's type when it has one (absent: normal, and sessions started before types) and its rest after a round. */
  formato: Type.Optional(FormatoBloqueSchema),
  descanso_bloque: Type.Optional(Type.Integer()),
  series: Type.Array(SesionSerieSchema),
});

/**
 * POST /api/entrenamientos/registrarBloque: what she did in an AMRAP (vueltas completas and repeticiones de más) or an
 * EMOM (minutos hechos). Numbers checked by the decider (Spanish answers); logged again, it replaces the result.
 */
export const RegistrarBloqueBody = Body({
  sesionId: SesionId,
  bloqueId: Id,
  vueltas: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  repeticiones: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  minutos: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export const BloqueRegistradoSchema = Type.Object({ ok: Type.Boolean(), sesionId: Type.String(), bloqueId: Type.Integer() });

/** A block's logged result in a session: an AMRAP's rounds and extra reps, an EMOM's minutes, a circuit's or intervals' rounds done. */
export const ResultadoBloqueSchema = Type.Object({
  bloque_id: Type.Integer(),
  bloque: Type.String(),
  tipo: Type.Union([Type.Literal('amrap'), Type.Literal('emom'), Type.Literal('circuito'), Type.Literal('intervalos')]),
  vueltas: Type.Optional(Type.Integer()),
  repeticiones: Type.Optional(Type.Integer()),
  minutos: Type.Optional(Type.Integer()),
});
export type ResultadoBloque = Static<typeof ResultadoBloqueSchema>;

export const ComentarioSchema = Type.Object({
  id: Type.String(),
  autor_id: Type.String(),
  autor: Type.String(),
  texto: Type.String(),
  fecha: IsoDateTime,
  /** Whether the session's member has read it (leerComentarios). */
  leido: Type.Boolean(),
});

/**
 * GET /api/entrenamientos/comentarios?limite: the coach's comments on the caller's own sessions, newest first (default
 * 50, at most 200), each with the session it is about; `leido` false until the member reads that session's comments.
 */
export const ComentarioSocioSchema = Type.Object({
  ...ComentarioSchema.properties,
  sesion_id: Type.String(),
  planificacion: Type.String(),
  dia: Type.String(),
  /** The studio day the session started on. */
  fecha_sesion: Type.String({ description: 'YYYY-MM-DD (día del estudio)' }),
});

/** POST /api/entrenamientos/leerComentarios: the member read the comments of one of their sessions (`leidos`: how many were new). */
export const LeerComentariosBody = Body({ id: SesionId });
export const ComentariosLeidosSchema = Type.Object({ ok: Type.Boolean(), id: Type.String(), leidos: Type.Integer() });

/** GET /api/entrenamientos/comentariosNuevos: how many of the coach's comments on the caller's own sessions are not read yet (the nav's badge). */
export const ComentariosNuevosSchema = Type.Object({ nuevos: Type.Integer({ minimum: 0 }) });

export const EstadoSesionSchema = Type.Union([Type.Literal('en_curso'), Type.Literal('finalizada')]);

/** A session in a list: the member's own, or a member's for staff. */
export const SesionResumenSchema = Type.Object({
  id: Type.String(),
  clerk_user_id: Type.String(),
  socio: Type.String(),
  planificacion_id: Type.Integer(),
  planificacion: Type.String(),
  semana: Type.String(),
  dia_id: Type.Integer(),
  dia: Type.String(),
  estado: EstadoSesionSchema,
  iniciada_en: IsoDateTime,
  finalizada_en: Type.Union([IsoDateTime, Type.Null()]),
  /** The studio day it started on. */
  fecha: Fecha,
  nota: Type.Union([Type.String(), Type.Null()]),
  series_registradas: Type.Integer(),
  series_planificadas: Type.Integer(),
  /** Sum of repetitions × kg of the sets done. */
  volumen: Type.Number(),
  records: Type.Integer(),
  comentarios: Type.Integer(),
});

/** GET /api/entrenamientos/sesiones/:id: a session with the day's exercises, its sets and the coach's comments. */
export const SesionDetalleSchema = Type.Object({
  ...SesionResumenSchema.properties,
  ejercicios: Type.Array(SesionEjercicioSchema),
  /** AMRAP and EMOM blocks' results (the server always sends it; a session made offline has none yet). */
  resultados_bloques: Type.Optional(Type.Array(ResultadoBloqueSchema)),
  lista_comentarios: Type.Array(ComentarioSchema),
});

/** GET /api/entrenamientos/sesiones?limite (own) and GET /api/entrenamientos/socios/:clerkUserId/sesiones (staff). */
// Query strings arrive as text (no type coercion): digit strings, checked and capped by the server. Typed as
// number or string so the web passes numbers (api() writes them into the URL).
const Count = Type.Union([Type.String({ pattern: '^[1-9][0-9]{0,2}$' }), Type.Integer({ minimum: 1, maximum: 999 })]);
const IdQuery = Type.Union([IdParam, Id]);
/** `limite`: how many, newest first (default 50, at most 200). */
export const SesionesQuery = Type.Object({ limite: Type.Optional(Count) }, { additionalProperties: false });

/**
 * GET /api/entrenamientos/ultimaVez?planificacionId&diaId: for each exercise of that plan day, the member's sets of
 * the last session in which they logged an exercise of that name (prefill). An exercise never logged: `fecha` null
 * and no sets. `excluirSesion`: the session being logged, whose own sets are never its "last time" (so the screen
 * may refetch, and a reload mid-session still shows the previous session).
 */
export const UltimaVezQuery = Type.Object(
  { planificacionId: IdQuery, diaId: IdQuery, excluirSesion: Type.Optional(SesionId) },
  { additionalProperties: false },
);
export const UltimaVezSchema = Type.Object({
  ejercicio_id: Type.Integer(),
  nombre: Type.String(),
  fecha: Type.Union([Fecha, Type.Null()]),
  sesion_id: Type.Union([Type.String(), Type.Null()]),
  /** In the order of that session's sets. */
  series: Type.Array(Type.Object({ numero: Type.Integer(), repeticiones: Type.Integer(), peso: Type.Number(), segundos: Type.Union([Type.Integer(), Type.Null()]) })),
});

/**
 * GET /api/entrenamientos/ultimaVezPlanificaciones: the same prefill for every day of every plan the member may
 * train (assigned directly or through a group, visible, with an active package; none without one), in one answer.
 * The app fetches it on start so a day never opened with signal still shows the last time offline. The caller's own
 * data only: it names no one.
 */
export const UltimaVezPlanificacionesQuery = Type.Object({}, { additionalProperties: false });
export const UltimaVezDiaSchema = Type.Object({ planificacion_id: Type.Integer(), dia_id: Type.Integer(), ejercicios: Type.Array(UltimaVezSchema) });

/**
 * GET /api/entrenamientos/entrenarHoy: per plan the member may train, the day to train today (the one after her last
 * session's, round; the first when never trained) and the session to continue when one is open today. The
 * caller's own only; no package, no plans: an empty list.
 */
export const EntrenarHoyQuery = Type.Object({}, { additionalProperties: false });
export const EntrenarHoySchema = Type.Object({
  planificacion_id: Type.Integer(),
  planificacion: Type.String(),
  semana: Type.String(),
  dia_id: Type.Integer(),
  dia: Type.String(),
  sesion_id: Type.Union([Type.String(), Type.Null()]),
});

const MarcaSchema = Type.Object({ peso: Type.Number(), repeticiones: Type.Integer(), fecha: Fecha, sesion_id: Type.String() });

/** A member's bests for one exercise (by name), over the sets marked done. */
export const RecordsEjercicioSchema = Type.Object({
  nombre: Type.String(),
  peso_maximo: Type.Union([MarcaSchema, Type.Null()]),
  /** Epley: peso × (1 + repeticiones / 30); a single is its weight. */
  e1rm: Type.Union([Type.Object({ ...MarcaSchema.properties, valor: Type.Number() }), Type.Null()]),
  /** Most repetitions at each weight, by weight. */
  repeticiones_por_peso: Type.Array(MarcaSchema),
});

/** POST /api/entrenamientos/getHistorialEjercicio: own history, or a member's (`clerkUserId`) for staff. */
export const HistorialEjercicioBody = Body({ nombre: NonBlank(256), clerkUserId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
export const HistorialEjercicioSchema = Type.Object({
  nombre: Type.String(),
  /** Oldest first: every set done, for the chart (weight and volume over time). */
  series: Type.Array(
    Type.Object({
      fecha: Fecha,
      registrada_en: IsoDateTime,
      sesion_id: Type.String(),
      numero: Type.Integer(),
      repeticiones: Type.Integer(),
      peso: Type.Number(),
      segundos: Type.Union([Type.Integer(), Type.Null()]),
      volumen: Type.Number(),
      e1rm: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  /** Per session day, oldest first: heaviest weight, volume and best e1RM, ready for the chart. */
  por_sesion: Type.Array(Type.Object({ fecha: Fecha, sesion_id: Type.String(), peso_maximo: Type.Number(), volumen: Type.Number(), e1rm: Type.Union([Type.Number(), Type.Null()]) })),
  records: RecordsEjercicioSchema,
});

/** GET /api/entrenamientos/socios/:clerkUserId/... (staff). */
export const SocioParams = Type.Object({ clerkUserId: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * GET /api/entrenamientos/socios/:clerkUserId/cumplimiento?semanas (staff): per calendar week (Monday first, studio
 * days), newest first: the days planned (days per week of each plan assigned to the member) and the sessions
 * logged (at least one set).
 */
/** `semanas`: how many weeks back, this one included (default 8, at most 52). */
export const CumplimientoQuery = Type.Object({ semanas: Type.Optional(Count) }, { additionalProperties: false });
export const CumplimientoSchema = Type.Object({
  clerk_user_id: Type.String(),
  semanas: Type.Array(
    Type.Object({
      desde: Fecha,
      hasta: Fecha,
      planificados: Type.Integer(),
      realizados: Type.Integer(),
      /** realizados / planificados, 0..100 (capped); null with nothing planned. */
      porcentaje: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export type SesionDetalle = Static<typeof SesionDetalleSchema>;
export type SesionResumen = Static<typeof SesionResumenSchema>;
export type SesionEjercicio = Static<typeof SesionEjercicioSchema>;
export type SesionSerie = Static<typeof SesionSerieSchema>;
export type UltimaVez = Static<typeof UltimaVezSchema>;
export type UltimaVezDia = Static<typeof UltimaVezDiaSchema>;
export type EntrenarHoy = Static<typeof EntrenarHoySchema>;
export type RecordsEjercicio = Static<typeof RecordsEjercicioSchema>;
export type HistorialEjercicio = Static<typeof HistorialEjercicioSchema>;
export type Cumplimiento = Static<typeof CumplimientoSchema>;
export type Comentario = Static<typeof ComentarioSchema>;
export type ComentarioSocio = Static<typeof ComentarioSocioSchema>;

/** A training max: the kg a coach works percentages from, for one exercise of one member. */
export const MaximoSchema = Type.Object({
  ejercicio: Type.String(),
  kg: Type.Number(),
  /** profesor: a coach wrote it; e1rm: a coach confirmed the one proposed from the member's records. */
  origen: Type.Union([Type.Literal('profesor'), Type.Literal('e1rm')]),
  fecha: IsoDateTime,
});
/** The max proposed from the member's best Epley e1RM of an exercise (rounded down to 0,25 kg), for a coach to confirm. */
export const PropuestaMaximoSchema = Type.Object({ ejercicio: Type.String(), e1rm: Type.Number(), kg: Type.Number() });
/**
 * GET /api/entrenamientos/maximos (own) and GET /api/entrenamientos/socios/:clerkUserId/maximos (staff): the member's
 * training maxes, the proposals her records make, and the studio's plate increment loads round to.
 */
export const MaximosSchema = Type.Object({
  incremento_disco: Type.Number(),
  maximos: Type.Array(MaximoSchema),
  propuestas: Type.Array(PropuestaMaximoSchema),
});
/** PUT /api/entrenamientos/socios/:clerkUserId/maximos: kg as a number or a form's text ("102,5"). */
export const FijarMaximoBody = Body({ ejercicio: NonBlank(256), kg: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]) });
/** POST /api/entrenamientos/socios/:clerkUserId/maximos/confirmar: the proposal from her records becomes her max. */
export const ConfirmarMaximoBody = Body({ ejercicio: NonBlank(256) });
/** PUT /api/entrenamientos/incrementoDisco (admin): 1, 1,25, 2,5 or 5 kg. */
export const IncrementoDiscoBody = Body({ kg: Type.Union([Type.Number(), Type.String({ maxLength: 10 })]) });
export type Maximos = Static<typeof MaximosSchema>;
