import type { Static } from 'typebox';
import type { AplicarProgresionBody, ProgresionPreview, ProgresionResultSchema } from '../../../../../contract/plans';
import type { PlanChange } from './types';
import { api } from '../../../lib/api-client';

export type { ProgresionPreview };
/** What "Aplicar progresión" asks: weeks desde..hasta (1-based), + valor kg or % per week, exercises by name or all. */
export type ProgresionRequest = Static<typeof AplicarProgresionBody>;
/** The command's answer: the new version and one change per exercise it moved (the wire leaves nodes unchecked). */
export type ProgresionResult = Omit<Static<typeof ProgresionResultSchema>, 'changes'> & { changes: PlanChange[] };

const P = '/api/planificaciones';

/** Decides without writing: a few sets before → after and how many move (or the Spanish refusal). */
export const previewProgression = (body: ProgresionRequest) => api(`POST ${P}/previsualizarProgresion`, { body });

export const applyProgression = (body: ProgresionRequest) => api(`POST ${P}/aplicarProgresion`, { body }) as Promise<ProgresionResult>;
