// What the service worker keeps for a member with no signal, shared by the worker (web/src/sw) and
// the page (which clears it on sign-out). Pure data: the worker compiles this file with the WebWorker lib.

/** The Cache Storage cache of API answers; one name for every user, emptied whenever a session ends. */
export const API_CACHE = 'pulso-api-v1';
/** Every cache Pulso's worker owns starts with this; on activate the worker deletes those it no longer uses. */
export const CACHE_PREFIX = 'pulso';

/**
 * GET reads served network-first with the last answer as fallback: what the shell needs to start (config, who is
 * signed in), the member's plans (ETag'd: a 304 passes through, the cached 200 is the offline copy), the agenda, the
 * video list and the home screen's news (the lists only: video files and news images are large and never kept here;
 * offline a post's image shows if the browser's own HTTP cache has it, else its placeholder). Staff and admin reads
 * stay live.
 */
export const OFFLINE_GET_READS: readonly RegExp[] = [
  /^\/api\/config$/,
  /^\/api\/auth\/me$/,
  /^\/api\/planificaciones\/\d+$/,
  /^\/api\/horarios\/getCuposDisponibles$/,
  /^\/api\/disciplinas\/getDisciplinas$/,
  /^\/api\/videos\/getVideos$/,
  /^\/api\/noticias\/getNoticias$/,
  // The member's own training: sessions (and one session), last-time prefill (per day, and every day of their plans
  // at once, asked on start so days never opened with signal have it), records, their coach's comments and how many
  // are new (the count on the nav's Entrenamientos).
  /^\/api\/entrenamientos\/(?:sesiones(?:\/[\w-]+)?|ultimaVez|ultimaVezPlanificaciones|records|comentarios|comentariosNuevos)$/,
];

/**
 * Reads that docs/product.md §7 makes POSTs (the body names the member): cached per path and body. Commands are never cached:
 * they carry an Idempotency-Key and reads do not (api-client sends reads with `idempotent: false`).
 */
export const OFFLINE_POST_READS: readonly string[] = [
  '/api/planificaciones/getPlanificacionesSummaryByIdUsr',
  '/api/reservas/getReservasByIdUsr',
  '/api/reservas/getHistorial',
  '/api/paquetes/getUserPackage',
  '/api/entrenamientos/getHistorialEjercicio',
];

/** The sign-out command: the worker empties the API cache once it succeeds. */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** What the page posts the worker when a session ends without that command (Clerk, an expired session). */
export const SESSION_ENDED_MESSAGE = 'pulso:session-ended';

export const isOfflineGetRead = (pathname: string) => OFFLINE_GET_READS.some((pattern) => pattern.test(pathname));
export const isOfflinePostRead = (pathname: string) => OFFLINE_POST_READS.includes(pathname);

/** The cache key of a POST read: a GET of the same path with the body in the query (Cache Storage keys only GETs). */
export const postReadKey = (origin: string, pathname: string, body: string) => `${origin}${pathname}?__body=${encodeURIComponent(body)}`;

/** Query parameters that change with every screen but not the answer kept offline: left out of the cache key. */
const PER_SCREEN_PARAMS = ['excluirSesion'];

/** The Cache Storage key of a GET read: its URL without the per-screen parameters. */
export function offlineCacheKey(request: Request): string {
  const url = new URL(request.url);
  for (const param of PER_SCREEN_PARAMS) url.searchParams.delete(param);
  return url.href;
}
