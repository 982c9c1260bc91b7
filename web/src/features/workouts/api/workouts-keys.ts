/** Query keys of the workouts feature: the member's own under ['workouts', 'me', …], a member's for staff under ['workouts', 'member', id, …]. */
export const workoutsKeys = {
  all: ['workouts'] as const,
  session: (id: string) => ['workouts', 'session', id] as const,
  // Not under 'me': logging refreshes the member's views, but the last time must stay the one before this session.
  lastTime: (planificacionId: number, diaId: number, sesionId: string) => ['workouts', 'last-time', planificacionId, diaId, sesionId] as const,
  // Every day's last time at once (kept offline); refetched when a session is finished, not on every logged set.
  lastTimeAllDays: () => ['workouts', 'last-time', 'all-days'] as const,
  mine: () => ['workouts', 'me'] as const,
  mySessions: () => ['workouts', 'me', 'sessions'] as const,
  myRecords: () => ['workouts', 'me', 'records'] as const,
  myComments: () => ['workouts', 'me', 'comments'] as const,
  // Under 'me': a finished session moves the member on to the next day.
  trainToday: () => ['workouts', 'me', 'train-today'] as const,
  unreadComments: () => ['workouts', 'me', 'comments', 'unread'] as const,
  history: (nombre: string, clerkUserId?: string) => ['workouts', clerkUserId ? 'member' : 'me', ...(clerkUserId ? [clerkUserId] : []), 'history', nombre] as const,
  member: (clerkUserId: string) => ['workouts', 'member', clerkUserId] as const,
  memberSessions: (clerkUserId: string) => ['workouts', 'member', clerkUserId, 'sessions'] as const,
  memberCompliance: (clerkUserId: string) => ['workouts', 'member', clerkUserId, 'compliance'] as const,
  memberRecords: (clerkUserId: string) => ['workouts', 'member', clerkUserId, 'records'] as const,
  memberMaxes: (clerkUserId: string) => ['workouts', 'member', clerkUserId, 'maxes'] as const,
  recent: () => ['workouts', 'recent'] as const,
  // A class's pizarra (staff): its members' sets and the check-ins both change it.
  boards: () => ['workouts', 'board'] as const,
  board: (horarioId: number, fecha: string) => ['workouts', 'board', horarioId, fecha] as const,
};
