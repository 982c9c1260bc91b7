import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sharedRouteTopicHandlers } from '../api/api-topics';
import { featureRoutes, loadTopicHandlers, webFeatures } from './features';
import { appRoutes } from './routes';

// Every screen a feature module declares is mounted where the app expects it and loads a component when opened.
const featureScreens = [
  '/admin',
  '/admin/horarios',
  '/admin/disciplinas',
  '/admin/paquetes',
  '/admin/planificaciones_usr',
  '/admin/grupos',
  '/admin/crearNoticias',
  '/admin/noticias',
  '/admin/reservas',
  '/admin/interesados',
  '/horario',
  '/admin/correos',
  '/admin/ajustes-recordatorios',
  '/admin/ajustes-salud',
  '/admin/ajustes-abonos',
  '/admin/transferencias',
  '/admin/pausas',
  '/admin/recuperos',
  '/admin/ajustes-entrenamiento',
  '/salud',
  '/terminos',
  '/dashboard',
  '/crearPlanificaciones',
  '/entrenamientos',
  '/entrenamientos/ejercicio/Sentadilla',
  '/progreso',
  '/profesor/pizarra/3/2026-11-16',
];

// Screens app/routes composes from two features (the plan list with the workouts feature's Entrenar hoy, the packages
// with billing's price list, a member's training with her body progress).
const composedScreens = ['/planificaciones', '/admin/editar-paquetes', '/profesor/entrenamientos/user_ana'];

async function screenAt(path: string) {
  const matches = matchRoutes(appRoutes, path) ?? [];
  const leaf = matches.at(-1)?.route as RouteObject | undefined;
  if (typeof leaf?.lazy !== 'function') return undefined;
  const loaded = (await leaf.lazy()) as { Component?: unknown };
  return loaded.Component;
}

describe('the web features list (app/features.ts)', () => {
  it.each(featureScreens)('%s loads its screen on demand', async (path) => {
    expect(typeof (await screenAt(path))).toBe('function');
  });

  it.each(composedScreens)('%s, composed by the app, loads its screen on demand', async (path) => {
    expect(typeof (await screenAt(path))).toBe('function');
  });

  it('mounts every route a feature module declares', () => {
    const declared = (['public', 'member', 'admin', 'adminPanel', 'staffFullScreen'] as const).reduce((n, place) => n + featureRoutes(place).length, 0);
    expect(declared).toBe(featureScreens.length);
  });

  it("hands the shared routes' and every feature's topic handlers to the change feed, once", async () => {
    const own = (await Promise.all(webFeatures.map((f) => f.topicHandlers?.() ?? []))).flat();
    const topicHandlers = await loadTopicHandlers();
    expect(topicHandlers).toEqual([sharedRouteTopicHandlers, ...own]);
    expect(new Set(topicHandlers).size).toBe(topicHandlers.length);
    expect(new Set(webFeatures.map((f) => f.name)).size).toBe(webFeatures.length);
  });
});
