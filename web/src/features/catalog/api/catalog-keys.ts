/** Query keys of the catalog; everything under ['catalog'] refreshes on the `catalog` realtime topic. */
export const catalogKeys = {
  all: ['catalog'] as const,
  disciplinas: () => [...catalogKeys.all, 'disciplinas'] as const,
  horarios: () => [...catalogKeys.all, 'horarios'] as const,
  paquetes: () => [...catalogKeys.all, 'paquetes'] as const,
};
