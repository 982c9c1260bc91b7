import { describe, expect, it } from 'vitest';
import { fail } from '../../events/framework/errors';
import { isConnectionLost } from '../../db/connection-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

// Only a lost or refused connection is retried on a fresh one; a statement PostgreSQL refused is not.
describe('isConnectionLost', () => {
  it.each([
    ['a killed session (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash of the server (57P02)', pgError('57P02')],
    ['a server starting up or shutting down (57P03)', pgError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', pgError('53300')],
    ['any connection exception (class 08)', pgError('08006')],
    ['a reset socket', pgError('ECONNRESET')],
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a socket that ended', new Error('Connection terminated unexpectedly')],
    ['a client whose socket already died', new Error('Client has encountered a connection error and is not queryable')],
    ['a wrapped one', new Error('reading the agenda failed', { cause: pgError('57P01') })],
    ['every address of localhost refused', Object.assign(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]), { code: undefined })],
  ])('says yes to %s', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a serialization failure (retried as a conflict instead)', pgError('40001')],
    ['a lock timeout (retried as a conflict instead)', pgError('55P03')],
    ['a wrong password', pgError('28P01')],
    ['a rule of the studio', fail('SLOT_FULL')],
    ['an aggregate with one unrelated error', new AggregateError([pgError('ECONNREFUSED'), new Error('boom')])],
    ['nothing at all', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
