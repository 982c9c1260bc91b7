/** Query keys of the trials feature: the public schedule, the owner's leads and the trial settings. */
export const trialsKeys = {
  schedule: ['trials', 'public-schedule'] as const,
  leads: ['trials', 'leads'] as const,
  settings: ['trials', 'settings'] as const,
};
