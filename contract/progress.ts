import { Type, type Static } from 'typebox';
import type { BodyFigureName } from './body-figures';
import { Body, CalendarDate } from './http';

/**
 * A member's progress beyond kilograms (docs/features/body-progress.md): body measurements (any subset) and progress
 * photos (front, side, back). Hers alone until she shares them with her coaches; she can stop sharing at any time.
 */

/** What a measurement may hold, each optional: kg, cm, and a body-fat estimate in % (contract/body-figures.ts). */
export type MedidaCampo = BodyFigureName;

const Valor = Type.Union([Type.Number(), Type.Null()]);

export const MedidaSchema = Type.Object({
  id: Type.String(),
  /** The day she measured (studio calendar). */
  fecha: CalendarDate,
  peso: Valor,
  cintura: Valor,
  cadera: Valor,
  pecho: Valor,
  brazo: Valor,
  muslo: Valor,
  grasa: Valor,
});

export const PoseSchema = Type.Union([Type.Literal('frente'), Type.Literal('perfil'), Type.Literal('espalda')]);
export type Pose = Static<typeof PoseSchema>;

export const FotoProgresoSchema = Type.Object({
  id: Type.String(),
  fecha: CalendarDate,
  pose: PoseSchema,
  /** The image, served only to her and, while she shares, to staff. */
  url: Type.String(),
});

/**
 * GET /api/progreso (her own) and GET /api/entrenamientos/socios/:clerkUserId/progreso (staff): oldest first. Staff get
 * empty lists while she does not share.
 */
export const ProgresoSchema = Type.Object({
  compartido: Type.Boolean(),
  medidas: Type.Array(MedidaSchema),
  fotos: Type.Array(FotoProgresoSchema),
});

/** A number or a form's text ("72,5"); absent or empty for what she did not measure. */
const Entrada = Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 12 }), Type.Null()]));

/** POST /api/progreso/medidas: at least one value; kg 20–400, cm 10–300, body fat 2–70 %; a day not ahead of today. */
export const RegistrarMedidasBody = Body({
  fecha: CalendarDate,
  peso: Entrada,
  cintura: Entrada,
  cadera: Entrada,
  pecho: Entrada,
  brazo: Entrada,
  muslo: Entrada,
  grasa: Entrada,
});

/** POST /api/progreso/fotos: a JPEG, PNG or WebP photo as base64 (optionally a data: URL), 10 MB at most; stored re-encoded, without its metadata (place, camera). */
export const SubirFotoProgresoBody = Body({ fecha: CalendarDate, pose: PoseSchema, fileData: Type.String() });

/** PUT /api/progreso/compartir. */
export const CompartirProgresoBody = Body({ compartido: Type.Boolean() });

export const ProgresoItemParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export type Medida = Static<typeof MedidaSchema>;
export type FotoProgreso = Static<typeof FotoProgresoSchema>;
export type Progreso = Static<typeof ProgresoSchema>;
export type RegistrarMedidas = Static<typeof RegistrarMedidasBody>;
