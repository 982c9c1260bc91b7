import type { ForfeitWaivedEvent, LateCancelEvent } from '../../events/catalog/booking.events';

/**
 * The booking policy's credit-ledger lines: kind, credit moved and the member's words, as member-packages@v2's fold
 * writes them (projections/packages/member-packages.writes.ts).
 */
const monthNames = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The member's words for a booking policy line (credit_ledger.reason). */
export function policyLedgerLine(event: LateCancelEvent | ForfeitWaivedEvent): { kind: 'late-forgiven' | 'forfeited' | 'waived'; delta: number; reason: string } {
  switch (event.type) {
    case 'LateCancelForgiven': {
      const month = monthNames[Number(event.data.month.slice(5, 7)) - 1];
      return { kind: 'late-forgiven', delta: 0, reason: `Cancelación tardía sin costo (${event.data.used} de ${event.data.allowance} de ${month}); clase del ${dayMonth(event.data.fecha)}` };
    }
    case 'CreditForfeited':
      return { kind: 'forfeited', delta: 0, reason: `Cancelación tardía: el crédito de la clase del ${dayMonth(event.data.fecha)} no se devuelve` };
    case 'ForfeitWaived':
      return { kind: 'waived', delta: 1, reason: `Devolución por excepción: ${event.data.reason}` };
  }
}

/** 'DD/MM' of a studio date, as the ledger's lines say a class's day. */
export const dayMonth = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
