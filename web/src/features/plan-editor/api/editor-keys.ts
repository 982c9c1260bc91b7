/**
 * Query keys of the plan editor that no other screen reads; the `plans` realtime topic invalidates them (see
 * realtime.ts). The plan list and contents, groups and videos are shared routes: their keys are in web/src/api.
 */
export const editorKeys = {
  all: ['plan-editor'] as const,
  assignees: () => ['plan-editor', 'assignees'] as const,
  library: () => ['plan-editor', 'library'] as const,
};
