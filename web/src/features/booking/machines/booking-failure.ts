import { isApiError } from '../../../lib/api-client';

export type FailureMessage = { title: string; message: string; detail: string | null };

const SLOT_FULL = 'No hay cupos disponibles para este horario.';

/** SPEC §8: a full slot has its own text; other refusals keep the generic text and add the server's detail. */
export function reserveFailure(error: unknown): FailureMessage {
  if (isApiError(error) && error.code === 'SLOT_FULL') return { title: 'Error', message: SLOT_FULL, detail: null };
  return { title: 'Error', message: 'No se pudo reservar el turno.', detail: isApiError(error) ? error.detail : null };
}

export function cancelFailure(error: unknown): FailureMessage {
  return { title: 'Error', message: 'No se pudo cancelar el turno.', detail: isApiError(error) ? error.detail : null };
}
