import { horariosKey, paquetesKey } from '../../../api/route-keys';

/** Query keys of the catalog; everything under ['catalog'] refreshes on the `catalog` realtime topic. */
export const catalogKeys = {
  all: ['catalog'] as const,
  disciplinas: () => [...catalogKeys.all, 'disciplinas'] as const,
  profesores: () => [...catalogKeys.all, 'profesores'] as const,
  excepciones: (desde: string, hasta: string) => [...catalogKeys.all, 'excepciones', desde, hasta] as const,
};

/** What a catalog command may change: the catalog's own lists, and the schedule and packages other screens read too. */
export const catalogChangeKeys = [catalogKeys.all, horariosKey, paquetesKey];
