import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { RealtimeMessage } from '../../services/platform/realtime/realtime.messages';

/** A `ws` client that records what the server sends, for realtime tests. */
export interface TestSocket {
  ws: WebSocket;
  messages: RealtimeMessage[];
  /** Resolves with the first message (already received or coming) that matches, or rejects after `withinMs`. */
  next(match?: (m: RealtimeMessage) => boolean, withinMs?: number): Promise<RealtimeMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

export const wsUrl = (app: FastifyInstance, query = '') =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws${query}`;

export function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const messages: RealtimeMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as RealtimeMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const next = (match: (m: RealtimeMessage) => boolean = () => true, withinMs = 1000) =>
    new Promise<RealtimeMessage>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < messages.length; seen++) {
          if (match(messages[seen]!)) {
            waiters.delete(check);
            clearTimeout(timer);
            return resolve(messages[seen]!);
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${withinMs} ms; got ${JSON.stringify(messages)}`));
      }, withinMs);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, next, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake answered ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The HTTP status a handshake gets: 101 when upgraded, else the refusal's status. */
export function handshakeStatus(url: string, options: WebSocket.ClientOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    // Not on 'upgrade': terminating there leaves the upgraded socket open (and the server waiting on it).
    ws.once('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}
