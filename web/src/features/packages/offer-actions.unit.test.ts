import { describe, expect, it } from 'vitest';
import type { UserPackage } from './api/types';
import { offerActions, queuedRenewalText } from './offer-actions';

const ocho = { id: 3, nombre: '8 clases' };
const yoga = { id: 4, nombre: 'Yoga 10' };
const none: UserPackage = { paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null };
const held: UserPackage = { ...none, paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 2, dias_restantes: 15 };
const pending = { id: 5, paquete_id: 4, paquete: 'Yoga 10', estado: 'pending' as const, motivo: null, fecha: '2026-11-16T15:00:00.000Z', comprobante_url: '/r/5', comprobante_tipo: 'image/png' };
const queued = { paquete: '8 clases', desde: '2026-12-01', hasta: '2027-01-01', creditos: 8 };
const labels = (actions: ReturnType<typeof offerActions>) => actions.map((a) => `${a.label}${a.blockedReason ? ' (espera)' : ''}`);

describe("what a package's card offers the member", () => {
  it('without a package: Solicitar, waiting while a request is under review', () => {
    expect(labels(offerActions(ocho, none))).toEqual(['Solicitar']);
    expect(labels(offerActions(ocho, { ...none, solicitud: pending }))).toEqual(['Solicitar (espera)']);
    expect(labels(offerActions(ocho, undefined))).toEqual(['Solicitar (espera)']);
  });

  it('holding one: Renovar and Recargar on hers, Contratar on the others', () => {
    expect(offerActions(ocho, held).map((a) => [a.label, a.kind, a.name])).toEqual([
      ['Renovar', 'renovacion', 'Renovar con 8 clases'],
      ['Recargar créditos', 'recarga', 'Recargar con 8 clases'],
    ]);
    expect(offerActions(yoga, held).map((a) => [a.label, a.kind])).toEqual([['Contratar', 'renovacion']]);
    expect(labels(offerActions(yoga, { ...held, solicitud: pending }))).toEqual(['Contratar (espera)']);
  });

  it('with a renewal queued: no second renewal anywhere, a top-up still', () => {
    expect(labels(offerActions(ocho, { ...held, renovacion_en_cola: queued }))).toEqual(['Recargar créditos']);
    expect(offerActions(yoga, { ...held, renovacion_en_cola: queued })).toEqual([]);
    expect(queuedRenewalText(queued)).toBe('Renovación pedida: 8 clases, desde el 01/12');
  });
});
