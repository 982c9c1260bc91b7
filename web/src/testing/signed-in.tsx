import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { bootRoutes, memberUser, mockApi } from './mock-api';
import { renderApp } from './render';

type ApiRoutes = Parameters<typeof mockApi>[0];
type User = Parameters<typeof bootRoutes>[0];

/** The api a signed-in `user`'s app talks to: the boot calls (config, who is signed in) answered, then `routes`. */
export function mockSignedInApi(user: User, routes: ApiRoutes = {}) {
  return mockApi({ ...bootRoutes(user), ...routes });
}

/**
 * The whole app (real routes, providers, a fresh query client) at `path`, signed in as `user` (a member unless
 * told), its api answering `routes`: the render, its router and query client, and `api.calls`.
 */
export function renderSignedIn(path: string, { user = memberUser, routes = {} }: { user?: User; routes?: ApiRoutes } = {}) {
  const api = mockSignedInApi(user, routes);
  return { ...renderApp(path), api };
}

/**
 * The instant an app test lives at unless it picks its own: Monday 16 November 2026, noon in Buenos Aires, as the
 * server tests' TEST_NOW (tests/support/test-clock.ts). Screens read "today" (agenda, Reportes' month, Usuarios' days
 * left): on the machine's clock a test could pass or fail with the day it ran.
 */
export const APP_TEST_NOW = new Date('2026-11-16T12:00:00-03:00');

/**
 * Registers what every app test needs around it: before each, Date is frozen at `now` (APP_TEST_NOW unless told; only
 * Date: timers stay real for the UI, its animations and polling); after each, the DOM is unmounted and stubbed
 * globals (fetch, WebSocket) and fake timers are undone.
 */
export function appTestLifecycle({ now = APP_TEST_NOW }: { now?: Date } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
