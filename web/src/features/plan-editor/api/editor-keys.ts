/** Query keys of the plan editor; `plans` and `plan:<id>` realtime topics invalidate them (see realtime.ts). */
export const editorKeys = {
  all: ['plan-editor'] as const,
  list: () => ['plan-editor', 'list'] as const,
  members: () => ['plan-editor', 'members'] as const,
  plan: (id: number) => ['plan-editor', 'plan', id] as const,
  videos: (page: number, search = '') => ['plan-editor', 'videos', page, search] as const,
  library: () => ['plan-editor', 'library'] as const,
  groups: () => ['plan-editor', 'groups'] as const,
  groupMembers: () => ['plan-editor', 'group-members'] as const,
};
