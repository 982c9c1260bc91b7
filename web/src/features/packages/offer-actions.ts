import { dayMonth } from '../../lib/calendar-date';
import type { UserPackage } from './api/types';
import type { RequestKind } from './machines/request-package.machine';

/** A button of a package on offer: what it asks for, its words, and why it waits (null: it can be used). */
export type OfferAction = { kind: RequestKind; label: string; name: string; blockedReason: string | null };

const UNDER_REVIEW = 'Tienes una solicitud en revisión.';

/**
 * What a package's card offers her (docs/product.md §5): without a package, Solicitar; holding one, Renovar and
 * Recargar créditos on the card of the package she holds and Contratar (from the day hers ends) on the others. A
 * renewal already queued for that day is the period paid: no second Renovar or Contratar until it starts.
 */
export function offerActions(paquete: { id: number; nombre: string }, mine: UserPackage | undefined): OfferAction[] {
  const solicitar = (blockedReason: string | null): OfferAction => ({ kind: null, label: 'Solicitar', name: 'Solicitar', blockedReason });
  if (!mine) return [solicitar('Cargando...')];
  const pending = mine.solicitud?.estado === 'pending' ? UNDER_REVIEW : null;
  if (mine.paquete_id === null) return [solicitar(pending)];
  const queued = mine.renovacion_en_cola != null;
  if (mine.paquete_id !== paquete.id) {
    return queued ? [] : [{ kind: 'renovacion', label: 'Contratar', name: `Contratar ${paquete.nombre}`, blockedReason: pending }];
  }
  const topUp: OfferAction = { kind: 'recarga', label: 'Recargar créditos', name: `Recargar con ${paquete.nombre}`, blockedReason: pending };
  return queued ? [topUp] : [{ kind: 'renovacion', label: 'Renovar', name: `Renovar con ${paquete.nombre}`, blockedReason: pending }, topUp];
}

/** 'Renovación pedida: 8 clases, desde el 01/12': the period she already paid, on her package card. */
export const queuedRenewalText = (renewal: NonNullable<UserPackage['renovacion_en_cola']>) =>
  `Renovación pedida: ${renewal.paquete}, desde el ${dayMonth(renewal.desde)}`;
