import type { NavBadges } from '../../features/shell';
import { useUnreadCommentsBadge } from '../../features/workouts';

/**
 * The counts the shell shows beside its entries (the shell knows no feature). A member's new coach comments go on
 * Planificaciones: the nav has no entry of its own for Mis entrenamientos, which opens from a plan's day.
 */
export function useNavBadges(member: boolean): NavBadges {
  const comments = useUnreadCommentsBadge(member);
  return comments ? { '/planificaciones': comments } : {};
}
