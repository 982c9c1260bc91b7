import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app';

let counter = 0;

/** Sign-up and `app.inject` as a user, for any built app (in-process tests and the fault tests' app behind a proxy). */
export function testPeople(app: FastifyInstance, emailPrefix = 'persona'): Pick<TestApp, 'signUp' | 'as'> {
  return {
    async signUp(input = {}) {
      counter += 1;
      const body = {
        email: input.email ?? `${emailPrefix}${counter}.${Date.now()}@example.com`,
        password: input.password ?? 'clave-segura-1',
        firstName: input.firstName ?? `Persona${counter}`,
        lastName: input.lastName ?? 'Prueba',
      };
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const json = res.json() as { token: string; user: { userId: string; role: string } };
      return { token: json.token, userId: json.user.userId, role: json.user.role };
    },
    as(token, options) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return app.inject({ ...options, headers });
    },
  };
}
