const CACHED_LIST_KEYS = ['turnos-storage', 'planificaciones-storage', 'horarios-storage'] as const;
const FIRST_LOAD_FLAG = 'firstLoad';

/** Lists cached in localStorage start fresh in every browser session (docs/product.md §4). */
export function clearCachedListsOncePerSession(): void {
  try {
    if (sessionStorage.getItem(FIRST_LOAD_FLAG)) return;
    for (const key of CACHED_LIST_KEYS) localStorage.removeItem(key);
    sessionStorage.setItem(FIRST_LOAD_FLAG, 'true');
  } catch {
    // Storage can be blocked (private mode, strict settings): nothing cached then.
  }
}
