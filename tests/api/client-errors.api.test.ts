import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** Sends `text` as is on a fresh connection and reads until the server closes it. */
function rawRequest(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify routes anything get the same problem+json as every other error,
 * in Spanish, instead of Fastify's English `{"error":"Bad Request","message":"Client Error"}`.
 */
describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectProblem = (res: { status: number; headers: string; body: string }, status: number, code: string, detail: string) => {
    expect(res.status).toBe(status);
    expect(res.headers).toContain('content-type: application/problem+json');
    expect(JSON.parse(res.body)).toEqual({ type: `about:blank#${code}`, title: expect.any(String), status, code, detail });
  };

  it('answers an unknown HTTP method with a problem, in Spanish', async () => {
    const res = await rawRequest(port, 'BREW /api/auth/me HTTP/1.1\r\nHost: pulso\r\n\r\n');
    expectProblem(res, 400, 'UNKNOWN_METHOD', 'La solicitud usa un método HTTP que el servidor no conoce.');
  });

  it('answers a malformed request line and oversized headers with problems too', async () => {
    expectProblem(await rawRequest(port, 'GET /api/auth/me HTTP/1.1 extra\r\nHost: pulso\r\n\r\n'), 400, 'MALFORMED_REQUEST', 'La solicitud está mal formada.');
    const huge = `GET /api/auth/me HTTP/1.1\r\nHost: pulso\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectProblem(await rawRequest(port, huge), 431, 'HEADERS_TOO_LARGE', 'Los encabezados de la solicitud son demasiado grandes.');
  });

  it('still routes a method the parser knows: an unserved one is a 404 problem', async () => {
    const res = await rawRequest(port, 'PROPFIND /api/auth/me HTTP/1.1\r\nHost: pulso\r\nConnection: close\r\n\r\n');
    expectProblem(res, 404, 'NOT_FOUND', 'No existe lo que buscas.');
  });
});
