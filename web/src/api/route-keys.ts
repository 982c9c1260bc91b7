import type { RouteKey } from '../../../contract/routes';

/**
 * The query key of each route several screens read: the route first, then every variable its fetch sends. One key
 * shape per route whichever screen reads it, so two screens showing the same answer share one cache entry, and
 * `[route]` alone (`all`) reaches every entry of it. Kept apart from the fetchers (`<area>/<route>.ts` beside this
 * file) because the realtime handlers, in every first load, need the keys only.
 */
const routeKey = <K extends RouteKey, const V extends readonly unknown[]>(route: K, ...variables: V) => [route, ...variables] as const;

/** Keys of a route read per member, by her user id. */
const perMember = <K extends RouteKey>(route: K) => ({ all: routeKey(route), of: (userId: string) => routeKey(route, userId) });
/** Keys of a route read per class occurrence. */
const perOccurrence = <K extends RouteKey>(route: K) => ({ all: routeKey(route), of: (horarioId: number, fecha: string) => routeKey(route, horarioId, fecha) });

export const paquetesKey = routeKey('GET /api/paquetes/getPaquetes');
export const userPackageKeys = perMember('POST /api/paquetes/getUserPackage');
export const creditHistoryKeys = perMember('POST /api/paquetes/getCreditHistory');
export const horariosKey = routeKey('GET /api/horarios/getHorarios');
/** The signed-in member's own health and consent standing, and the studio's current terms. */
export const healthStatusKey = routeKey('GET /api/salud/estado');
export const termsKey = routeKey('GET /api/salud/terminos');
/** The signed-in member's training maxes and the studio's plate increment. */
export const trainingMaxesKey = routeKey('GET /api/entrenamientos/maximos');
export const standingBookingsKeys = perMember('GET /api/reservas/misTurnosFijos');
export const occupancyKeys = perOccurrence('POST /api/reservas/ocupacion');
export const waitlistKeys = perOccurrence('POST /api/reservas/listaDeEspera');
export const groupsKey = routeKey('GET /api/user/getGrupos');
export const groupMembersKey = routeKey('GET /api/user/getGrupoUsers');
export const planListKey = routeKey('GET /api/planificaciones/getPlanificacionesList');
export const planMembersKey = routeKey('GET /api/planificaciones/getUsersPlanificaciones');

const PLAN = 'GET /api/planificaciones/:id';
export const planKeys = { all: routeKey(PLAN), of: (id: number) => routeKey(PLAN, id) };

const USERS = 'GET /api/user/getUsers';
export const usersKeys = { all: routeKey(USERS), of: (hidden: boolean) => routeKey(USERS, hidden ? 'ocultos' : 'visibles') };

const MEMBER_LIST = 'GET /api/usuarios/lista';
export const memberListKeys = { all: routeKey(MEMBER_LIST), of: (query: Record<string, string>) => routeKey(MEMBER_LIST, query) };

const VIDEOS = 'GET /api/videos/getVideos';
export type VideoPageInput = { page: number; limit: number; search?: string };
export const videosKeys = { all: routeKey(VIDEOS), of: ({ page, limit, search = '' }: VideoPageInput) => routeKey(VIDEOS, page, limit, search.trim()) };
