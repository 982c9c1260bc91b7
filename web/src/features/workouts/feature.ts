import { onDemand, type WebFeature } from '../../lib/feature-module';

/**
 * Workout logging: the member's history and records, an exercise's chart, and the coach's view of each
 * member. The session screen itself is composed in app/routes (it starts the app's rest timer).
 */
export const workoutsFeature: WebFeature = {
  name: 'workouts',
  routes: {
    member: [
      { path: 'entrenamientos', ...onDemand(() => import('./pages'), 'MyWorkoutsPage') },
      { path: 'entrenamientos/ejercicio/:nombre', ...onDemand(() => import('./pages'), 'ExerciseHistoryPage') },
    ],
    staff: [
      { path: 'profesor/entrenamientos', ...onDemand(() => import('./staff'), 'CoachWorkoutsPage') },
      { path: 'profesor/entrenamientos/:clerkUserId', ...onDemand(() => import('./staff'), 'MemberTrainingPage') },
      { path: 'profesor/entrenamientos/:clerkUserId/ejercicio/:nombre', ...onDemand(() => import('./staff'), 'ExerciseHistoryPage') },
    ],
  },
  topicHandlers: () => import('./api/workouts-topics').then((m) => [m.workoutsTopicHandlers]),
};
