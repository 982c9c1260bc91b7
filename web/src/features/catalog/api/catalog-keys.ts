/** Query keys of the catalog; everything under ['catalog'] refreshes on the `catalog` realtime topic. */
export const catalogKeys = {
  all: ['catalog'] as const,
  disciplinas: () => [...catalogKeys.all, 'disciplinas'] as const,
  horarios: () => [...catalogKeys.all, 'horarios'] as const,
  paquetes: () => [...catalogKeys.all, 'paquetes'] as const,
  profesores: () => [...catalogKeys.all, 'profesores'] as const,
  excepciones: (desde: string, hasta: string) => [...catalogKeys.all, 'excepciones', desde, hasta] as const,
  occurrencePeople: (horarioId: number, fecha: string) => [...catalogKeys.all, 'occurrence-people', horarioId, fecha] as const,
};
