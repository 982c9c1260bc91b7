import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { DEFAULT_VIEWPORT, setViewport } from './viewport';

// findBy*/waitFor wait for a condition, never a fixed time; on a busy 2-core CI machine a screen loaded on demand (its
// own chunk) or a slow render can need more than the library's 1 s default before the condition holds.
configure({ asyncUtilTimeout: 5000 });

// The web tests share a worker and its happy-dom window from file to file (`isolate: false` in vitest.config.ts):
// the libraries stay loaded, while every file gets the app's own modules afresh (their module-level stores: notices,
// the api client's auth binding, the offline sync) and a window as a new page would have it.
vi.resetModules();

afterAll(async () => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // fake-indexeddb (imported by the offline tests) keeps its databases in the global factory: a new page, a new one.
  const { IDBFactory } = await import('fake-indexeddb');
  if (globalThis.indexedDB instanceof IDBFactory) globalThis.indexedDB = new IDBFactory();
});
