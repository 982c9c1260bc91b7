import { classBoardsProjector } from '../../projections/workouts/class-boards.projector';
import { trainingMaxesProjector } from '../../projections/workouts/training-maxes.projector';
import { workoutBlockResultsProjector } from '../../projections/workouts/workout-block-results.projector';
import { workoutsProjector } from '../../projections/workouts/workouts.projector';
import { workoutsTopics } from '../../projections/workouts/workouts.topics';
import { routes, type FeatureModule } from '../feature-module';
import { classBoardRoutes } from './class-board.routes';
import { workoutsCoachRoutes } from './coach.routes';
import { workoutsCommentRoutes } from './comments.routes';
import { workoutsLastTimeRoutes } from './last-time.routes';
import { trainingMaxRoutes } from './training-max.routes';
import { workoutsTrainTodayRoutes } from './train-today.routes';
import { workoutsRoutes } from './workouts.routes';

/** Workout logging: sessions of a plan day, sets logged and corrected, records, history, training maxes, the coach's view. */
export const workoutsFeature: FeatureModule = {
  name: 'workouts',
  routes: [routes(workoutsRoutes), routes(workoutsLastTimeRoutes), routes(workoutsTrainTodayRoutes), routes(workoutsCommentRoutes), routes(workoutsCoachRoutes), routes(trainingMaxRoutes), routes(classBoardRoutes)],
  projectors: [workoutsProjector, trainingMaxesProjector, workoutBlockResultsProjector, classBoardsProjector],
  topics: workoutsTopics,
};
