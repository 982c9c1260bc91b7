import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readFailureText, readKey, retryRead } from './read-comments';

const comment = (id: string, leido: boolean) => ({ id, autor_id: 'user_leo', autor: 'Leo Díaz', texto: 'Bien', fecha: '2026-11-24T21:00:00.000Z', leido });

describe('marking a session\'s comments read', () => {
  it('keys a read by the session and its newest new comment: the same read twice is one, a later comment a new one', () => {
    expect(readKey('s1', [comment('c1', true), comment('c2', false), comment('c3', false)])).toBe('leer-comentarios-s1-c3');
    expect(readKey('s1', [comment('c1', true), comment('c2', false)])).toBe('leer-comentarios-s1-c2');
    expect(readKey('s1', [comment('c1', true)])).toBeNull();
    expect(readKey('s1', [])).toBeNull();
  });

  it('tries again twice after a failure that is not the server\'s last word, never after a refusal', () => {
    const network = new ApiError(0, 'NETWORK_ERROR', '');
    expect([0, 1, 2].map((failures) => retryRead(failures, network))).toEqual([true, true, false]);
    expect(retryRead(0, new ApiError(503, 'HTTP_503', ''))).toBe(true);
    expect(retryRead(0, new ApiError(401, 'UNAUTHENTICATED', ''))).toBe(true);
    expect(retryRead(0, new ApiError(429, 'RATE_LIMITED', ''))).toBe(true);
    expect(retryRead(0, new Error('IndexedDB'))).toBe(true);
    expect(retryRead(0, new ApiError(403, 'NOT_YOUR_WORKOUT', ''))).toBe(false);
    expect(retryRead(0, new ApiError(404, 'WORKOUT_SESSION_NOT_FOUND', ''))).toBe(false);
  });

  it('tells the member in Spanish when the comments stay new, and nothing when the session is not theirs', () => {
    expect(readFailureText(new ApiError(0, 'NETWORK_ERROR', ''))).toBe('No pudimos marcar los comentarios como leídos. Siguen como nuevos: se marcarán la próxima vez que abras este entrenamiento.');
    expect(readFailureText(new ApiError(403, 'NOT_YOUR_WORKOUT', 'Esa sesión de entrenamiento es de otra persona.'))).toBeNull();
  });
});
