import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { loadTopicHandlers } from '../app/features';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { dispatchTopics } from '../lib/realtime';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A socket that never connects: unit tests do not exercise the change feed. */
class SilentWebSocket extends EventTarget {
  readyState = 0;
  binaryType = 'blob';
  close() {
    this.readyState = 3;
  }
  send() {}
}

/** The whole app (real routes and providers) at `path`; fetch must be mocked first. */
export function renderApp(path: string) {
  vi.stubGlobal('WebSocket', SilentWebSocket);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component with theme, query client and a router around it. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

// A module of its own so the test setup can use it without loading the app (web/src/testing/setup.ts).
export { DESKTOP_WIDTH, PHONE_WIDTH, setViewport } from './viewport';

/** A notice's topics as the app's change feed hands them out: to every feature's handlers (app/features.ts). */
export const dispatchAppTopics = async (topics: readonly string[], queryClient: QueryClient, data?: Record<string, unknown>) =>
  dispatchTopics(await loadTopicHandlers(), topics, queryClient, data);
