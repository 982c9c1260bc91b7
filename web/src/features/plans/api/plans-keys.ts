/**
 * Query keys of the plans feature. The member's plan summaries sit under ['home', …] because the home
 * screen's pull-to-refresh reloads every ['home', …] query; a plan's content is a shared route (web/src/api).
 */
export const plansKeys = {
  all: ['plans'] as const,
  summaries: () => ['home', 'planificaciones'] as const,
};
