// The workouts feature's public components (its screens load on demand from pages.ts and staff.ts).
export { CommentNotice } from './components/comment-notice';
export { StartWorkoutButton } from './components/start-workout-button';
export { TrainTodayButton } from './components/train-today-button';
export { useKeepLastTimeOffline } from './api/get-last-time';
export { useUnreadCommentsBadge } from './api/my-comments';
