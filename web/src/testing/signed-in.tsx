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
 * Registers what every app test needs around it: after each test the DOM is unmounted and stubbed globals (fetch,
 * WebSocket) and fake timers are undone; with `now`, Date is frozen there before each (only Date: timers stay real
 * for the UI, its animations and polling).
 */
export function appTestLifecycle({ now }: { now?: Date } = {}): void {
  if (now) {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    });
  }
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
