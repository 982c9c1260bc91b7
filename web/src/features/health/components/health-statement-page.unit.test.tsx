// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { questionsOf } from '../../../../../contract/health-questions';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const status = (over: object = {}) => ({ modo: 'bloquear', certificado_siempre: false, declaracion: { estado: 'falta', vence: null }, terminos: null, ...over });
const saved = { estado: 'vigente', aceptaciones: [], declaracion: { numero: 1, formulario: 'adulto', respuestas: [], condicion: '', contacto_emergencia: { nombre: 'Marta', telefono: '1155551234' }, tutor: null, certificado_url: null, firmada: '2026-11-16', vence: '2027-11-16' } };

appTestLifecycle();

const answerAll = (answer: 'Sí' | 'No') => {
  for (const group of screen.getAllByRole('radiogroup')) fireEvent.click(within(group).getByLabelText(answer));
};

describe('/salud: the sworn health statement', () => {
  it('says the studio blocks without one, and sends every answer, the contact and the sworn checkbox', async () => {
    const { api } = renderSignedIn('/salud', { user: memberUser, routes: {
      'GET /api/salud/estado': () => json(200, status()),
      'POST /api/salud/declaracion': () => json(201, saved),
    } });
    await screen.findByText('Sin una declaración vigente no puedes reservar clases.');
    answerAll('No');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Marta' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '1155551234' } });
    fireEvent.click(screen.getByLabelText('Declaro bajo juramento que los datos son verdaderos'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    await screen.findByText('Guardamos tu declaración: vale hasta el martes 16 de noviembre de 2027.');
    expect(api.calls.find((c) => c.path === '/api/salud/declaracion')?.body).toEqual({
      formulario: 'adulto',
      respuestas: questionsOf('adulto').map((q) => ({ id: q.id, si: false })),
      condicion: '',
      contacto_emergencia: { nombre: 'Marta', telefono: '1155551234' },
      tutor: null,
      certificado: null,
    });
  });

  it("asks a minor's guardian, says a declared condition needs the certificate, and shows a refusal in Spanish", async () => {
    renderSignedIn('/salud', { user: memberUser, routes: {
      'GET /api/salud/estado': () => json(200, status({ modo: 'avisar' })),
      'POST /api/salud/declaracion': () => problem(400, 'HEALTH_CERTIFICATE_REQUIRED', 'Adjunta tu certificado médico (apto físico), en foto o PDF.'),
    } });
    fireEvent.click(await screen.findByRole('button', { name: 'Menor de edad' }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(questionsOf('menor').length);
    screen.getByLabelText('DNI del tutor');
    answerAll('Sí');
    screen.getByText('Como declaraste una condición, adjúntalo.');
    fireEvent.click(screen.getByLabelText('Declaro bajo juramento que los datos son verdaderos'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar declaración' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Adjunta tu certificado médico (apto físico), en foto o PDF.');
  });
});
