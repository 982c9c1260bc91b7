/** Query keys of the class console and the member's history; the `classes` topic refreshes the console. */
export const attendanceKeys = {
  consoleAll: ['attendance', 'console'] as const,
  console: (fecha: string) => ['attendance', 'console', fecha] as const,
  search: (texto: string) => ['attendance', 'search', texto] as const,
  historyAll: ['attendance', 'history'] as const,
  history: (userId: string) => ['attendance', 'history', userId] as const,
};
