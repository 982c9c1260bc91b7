import { describe, expect, it } from 'vitest';
import { whatsappLink } from '../../../contract/phone';
import { whatsappMessages } from './whatsapp-messages';

describe('WhatsApp messages staff start from', () => {
  const clase = { disciplina: 'Funcional', fecha: '2026-12-03', hora: '18:30' };

  it('names the class and the package day in the app\'s date style', () => {
    expect(whatsappMessages.classCancelled('Ana', clase)).toBe('Hola, Ana. Te escribimos del estudio: la clase de Funcional del jueves 3 de diciembre a las 18:30 se canceló. Ya te devolvimos el crédito.');
    expect(whatsappMessages.packageExpiring('Ana', '2026-12-03')).toBe('Hola, Ana. Tu paquete vence el jueves 3 de diciembre. Si quieres seguir viniendo, puedes renovarlo desde la app en Paquetes.');
  });

  it('travels whole in a wa.me link', () => {
    const url = new URL(whatsappLink('+5491155551234', whatsappMessages.aboutClass('Ana', clase)));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5491155551234');
    expect(url.searchParams.get('text')).toBe('Hola, Ana. Te escribimos del estudio por tu clase de Funcional del jueves 3 de diciembre a las 18:30.');
  });
});
