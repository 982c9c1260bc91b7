import { onDemand, type WebFeature } from '../../lib/feature-module';

/**
 * Workout logging: the member's history and records, an exercise's chart, the coach's view of each member
 * (training maxes too), a class's pizarra (its members' targets and sets, live, full screen), and the admins' plate
 * increment. The session screen (it starts the app's rest timer) and the coach's page of a member (it shows her body
 * progress) are composed in app/routes.
 */
export const workoutsFeature: WebFeature = {
  name: 'workouts',
  routes: {
    member: [
      { path: 'entrenamientos', ...onDemand(() => import('./pages'), 'MyWorkoutsPage') },
      { path: 'entrenamientos/ejercicio/:nombre', ...onDemand(() => import('./pages'), 'ExerciseHistoryPage') },
    ],
    adminPanel: [{ path: 'ajustes-entrenamiento', ...onDemand(() => import('./staff'), 'PlateIncrementPage') }],
    staff: [
      { path: 'profesor/entrenamientos', ...onDemand(() => import('./staff'), 'CoachWorkoutsPage') },
      { path: 'profesor/entrenamientos/:clerkUserId/ejercicio/:nombre', ...onDemand(() => import('./staff'), 'ExerciseHistoryPage') },
    ],
    staffFullScreen: [{ path: 'profesor/pizarra/:horarioId/:fecha', ...onDemand(() => import('./staff'), 'ClassBoardPage') }],
  },
  topicHandlers: () => import('./api/workouts-topics').then((m) => [m.workoutsTopicHandlers]),
};
