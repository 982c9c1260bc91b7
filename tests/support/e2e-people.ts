import type { Page } from 'playwright-core';
import type { TestServer } from './test-server';

/** The steps every browser journey shares: an account, signing up or in through the screens, the API. */
export type Person = { firstName: string; lastName: string; email: string; password: string };
export type Account = Person & { token: string; userId: string };

/** Fills Registrarse and waits for the home greeting. Opens /sign-up unless the page is already there. */
export async function register(page: Page, person: Person): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign-up') await page.goto('/sign-up');
  await page.getByLabel('Nombre').fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('heading', { name: `Hola, ${person.firstName}` }).waitFor();
}

/** Fills Iniciar Sesión and waits for the home greeting. Opens /sign-in unless the page is already there. */
export async function signIn(page: Page, person: Person): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign-in') await page.goto('/sign-in');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('heading', { name: `Hola, ${person.firstName}` }).waitFor();
}

/** JSON call to the test server's API, as `token` when given; throws with the problem body on non-2xx. */
export async function api<T>(server: Pick<TestServer, 'baseUrl'>, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(server.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Creates the account through the API (setup, not the journey under test). The first one is the admin. */
export async function signUp(server: Pick<TestServer, 'baseUrl'>, person: Person): Promise<Account> {
  const { token, user } = await api<{ token: string; user: { userId: string } }>(server, 'POST', '/api/auth/sign-up', person);
  return { ...person, token, userId: user.userId };
}
