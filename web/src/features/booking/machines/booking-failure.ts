import { isApiError } from '../../../lib/api-client';

export type FailureMessage = { title: string; message: string; detail: string | null };

const SLOT_FULL = 'No hay cupos disponibles para este horario.';

/** A booking needs the server (places and credits are decided there); never a spinner with no signal. */
export const OFFLINE_BOOKING: FailureMessage = { title: 'Reservar turno', message: 'Sin conexión: para reservar necesitas internet.', detail: null };

/** The phone says it has no network (navigator.onLine is false only when it surely has none). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A dialog's title says what happened ('No se pudo reservar'), never a bare 'Error'. A full slot has its own text;
 * other refusals keep the generic text and add the server's detail.
 */
export function reserveFailure(error: unknown): FailureMessage {
  if (isApiError(error) && error.code === 'SLOT_FULL') return { title: 'No se pudo reservar', message: SLOT_FULL, detail: null };
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return OFFLINE_BOOKING;
  return { title: 'No se pudo reservar', message: 'No se pudo reservar el turno.', detail: isApiError(error) ? error.detail : null };
}

export function cancelFailure(error: unknown): FailureMessage {
  return { title: 'No se pudo cancelar', message: 'No se pudo cancelar el turno.', detail: isApiError(error) ? error.detail : null };
}
