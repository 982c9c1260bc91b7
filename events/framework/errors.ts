/**
 * The handful of errors a command can end in. Each carries a stable machine `code` and a Spanish
 * `detail` a member can read; the HTTP layer turns them into application/problem+json.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    readonly detail: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, detail: string, extra?: Record<string, unknown>) =>
  new DomainError(400, code, detail, extra);
export const notFound = (code: string, detail: string) => new DomainError(404, code, detail);
export const forbidden = (detail = 'No tienes permiso para hacer esto.', code = 'FORBIDDEN') =>
  new DomainError(403, code, detail);
export const ruleBroken = (code: string, detail: string, extra?: Record<string, unknown>) =>
  new DomainError(409, code, detail, extra);

/** An expected-version mismatch that survived the handler's retries. */
export class VersionConflictError extends DomainError {
  constructor(detail = 'Otra persona modificó esto al mismo tiempo. Intenta de nuevo.') {
    super(409, 'VERSION_CONFLICT', detail);
    this.name = 'VersionConflictError';
  }
}
