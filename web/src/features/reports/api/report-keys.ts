/** Query keys of the Reportes screen; realtime invalidates `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  summary: (desde: string, hasta: string, base?: string) => ['reports', 'summary', desde, hasta, base ?? null] as const,
  attendance: (desde: string, hasta: string) => ['reports', 'attendance', desde, hasta] as const,
  status: ['reports', 'status'] as const,
  detail: (cifra: string, desde: string, hasta: string, row?: object) => ['reports', 'detail', cifra, desde, hasta, row ?? null] as const,
};
