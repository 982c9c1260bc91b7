// SQLSTATEs that mean the session is gone or the server takes none right now: 57P01 admin shutdown
// (pg_terminate_backend, a fast shutdown), 57P02 crash shutdown, 57P03 starting up or shutting down, 53300 too
// many connections; class 08 is "connection exception" as a whole.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// Socket-level codes: the server went away, refused us, or cannot be reached (DNS of a restarting container).
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
// node-postgres says these in words only: a socket that ended, or a client that already saw its socket die.
const LOST_MESSAGES = /Connection terminated|is not queryable|connection (is )?closed|timeout exceeded when trying to connect/i;

/**
 * True when an error says the connection to PostgreSQL was lost or could not be made, as opposed to a
 * statement that PostgreSQL refused. Such a failure is worth retrying on a fresh connection.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  // Node tries every address of 'localhost' and reports them all in one AggregateError.
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionLost)) return true;
  // A layer that wrapped the error keeps it as its cause.
  const { cause } = error as { cause?: unknown };
  return cause !== error && isConnectionLost(cause);
}
