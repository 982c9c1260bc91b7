/** docs/product.md §3 Planificacion → Serie, as the API serves them (`version` goes back in If-None-Match, see get-plan.ts). */
import type { ErrorCode } from '../../../../../contract/errors';

export type { Bloque, Dia, Ejercicio, Planificacion, PlanSummary, Semana, Serie } from '../../../../../contract/plans';

/** The server's answer when a member without an active package asks for plans. */
export const NO_PACKAGE_CODE = 'NO_PACKAGE' satisfies ErrorCode;
