// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRoutes, json, memberUser, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('local sign-in', () => {
  it("shows the server's detail when the credentials are wrong", async () => {
    mockApi({
      ...bootRoutes(null),
      'POST /api/auth/sign-in': () => problem(401, 'INVALID_CREDENTIALS', 'Email o contraseña incorrectos.'),
    });
    const { router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    type('Email', 'ana@example.com');
    type('Contraseña', 'equivocada1');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Email o contraseña incorrectos.');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('goes to / once signed in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/config': () => json(200, { authMode: 'local', studioName: 'Pulso' }),
      'GET /api/auth/me': () => (signedIn ? json(200, memberUser) : problem(401, 'UNAUTHENTICATED', '')),
      'POST /api/auth/sign-in': () => {
        signedIn = true;
        return json(200, { token: 't', user: memberUser });
      },
    });
    const { router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    type('Email', 'ana@example.com');
    type('Contraseña', 'secreta123');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeTruthy();
  });
});

describe('local sign-up', () => {
  it('checks the password rule before calling the server', async () => {
    const api = mockApi(bootRoutes(null));
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Registrarse' });
    type('Nombre', 'Ana');
    type('Apellido', 'Gómez');
    type('Email', 'ana@example.com');
    type('Contraseña', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(/La contraseña no es válida/)).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/auth/sign-up')).toBe(false);
  });

  it('an error under a field clears as soon as the field is valid, without submitting again', async () => {
    mockApi(bootRoutes(null));
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Registrarse' });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ingresa tu nombre.')).toBeTruthy();
    expect(screen.getByText('Ingresa tu email.')).toBeTruthy();

    type('Nombre', 'Ana');
    expect(screen.queryByText('Ingresa tu nombre.')).toBeNull();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBeNull();
    type('Email', 'ana@');
    expect(screen.getByText('Ingresa un email válido.')).toBeTruthy();
    type('Email', 'ana@example.com');
    expect(screen.queryByText('Ingresa un email válido.')).toBeNull();
    expect(screen.getByText('Ingresa tu apellido.')).toBeTruthy();
  });

  it('leaving a filled field checks it at once', async () => {
    mockApi(bootRoutes(null));
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Registrarse' });
    type('Contraseña', 'corta');
    expect(screen.queryByText(/La contraseña no es válida/)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Contraseña'));
    expect(await screen.findByText(/La contraseña no es válida/)).toBeTruthy();
    type('Contraseña', 'una frase larga');
    expect(screen.queryByText(/La contraseña no es válida/)).toBeNull();
  });

  it('shows EMAIL_TAKEN next to the email field', async () => {
    const api = mockApi({
      ...bootRoutes(null),
      'POST /api/auth/sign-up': () => problem(409, 'EMAIL_TAKEN', 'Ya existe una cuenta con ese email.'),
    });
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Registrarse' });
    type('Nombre', 'Ana');
    type('Apellido', 'Gómez');
    type('Email', 'ana@example.com');
    type('Contraseña', 'secreta123');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await screen.findByText('Ya existe una cuenta con ese email.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((call) => call.path === '/api/auth/sign-up')?.body).toEqual({
      firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', password: 'secreta123',
    });
    type('Email', 'ana.gomez@example.com');
    expect(screen.queryByText('Ya existe una cuenta con ese email.')).toBeNull();
  });
});
