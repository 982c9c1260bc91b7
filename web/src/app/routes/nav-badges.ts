import type { NavBadges } from '../../features/shell';
import { useUnreadCommentsBadge } from '../../features/workouts';

/**
 * The counts the shell shows beside its entries (the shell knows no feature). A member's new coach comments go on
 * Entrenamientos, which opens Mis entrenamientos and its "Comentarios de tu profe" in one tap; only there, so the one
 * count never reads as two piles of news (a plan day's "Mis entrenamientos" button repeats it where the plan leads).
 */
export function useNavBadges(member: boolean): NavBadges {
  const comments = useUnreadCommentsBadge(member);
  return comments ? { '/entrenamientos': comments } : {};
}
