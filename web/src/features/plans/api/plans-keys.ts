/**
 * Query keys of the plans feature. The member's plan summaries sit under ['home', …] because the home
 * screen's pull-to-refresh reloads every ['home', …] query; plan contents under ['plans', 'plan', id].
 */
export const plansKeys = {
  all: ['plans'] as const,
  summaries: () => ['home', 'planificaciones'] as const,
  plan: (id: number) => ['plans', 'plan', id] as const,
};
