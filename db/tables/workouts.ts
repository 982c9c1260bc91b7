import type { ColumnType } from 'kysely';
import type { PlannedExercise } from '../../events/catalog/workouts.events';

/** One workout session (projections/workouts/workouts.projector.ts): its plan day as planned when it began. */
export interface WorkoutSessionsTable {
  id: string;
  user_id: string;
  plan_id: number;
  plan_name: string;
  week_name: string;
  day_id: number;
  day_name: string;
  /** Studio day it began on. */
  fecha: string;
  started_at: Date;
  finished_at: Date | null;
  note: string | null;
  planned_sets: number;
  exercises: ColumnType<PlannedExercise[], string, string>;
  /** Stream position last applied. */
  position: number;
}

/** One logged set (its latest values) and the records it beat. */
export interface WorkoutSetsTable {
  session_id: string;
  set_id: number;
  user_id: string;
  exercise_id: number;
  exercise_name: string;
  /** The name as history and records match it: trimmed, lower case, single spaces. */
  exercise_key: string;
  number: number;
  reps: number;
  /** numeric(7,2): pg returns it as text. */
  weight: ColumnType<string, number, number>;
  seconds: number | null;
  done: boolean;
  fecha: string;
  logged_at: Date;
  records: ColumnType<string[], string[] | undefined, string[]>;
  /** The effort she logged (numeric(3,1): pg returns it as text), null when she logged none. */
  rpe: ColumnType<string | null, number | null | undefined, number | null>;
  rir: ColumnType<number | null, number | null | undefined, number | null>;
  position: number;
}

/** A block's result in a session (projections/workouts/workout-block-results.projector.ts): AMRAP rounds + reps, EMOM minutes. */
export interface WorkoutBlockResultsTable {
  session_id: string;
  block_id: number;
  user_id: string;
  block_name: string;
  kind: 'amrap' | 'emom' | 'circuit' | 'intervals';
  rounds: number | null;
  reps: number | null;
  minutes: number | null;
  logged_at: Date;
  /** Stream position last applied. */
  position: number;
}

export interface WorkoutCommentsTable {
  id: string;
  session_id: string;
  user_id: string;
  author_id: string;
  text: string;
  at: Date;
  /** When the session's member read it (null: still new to them). */
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A member's training max for one exercise (projections/workouts/training-maxes.projector.ts). */
export interface TrainingMaxesTable {
  user_id: string;
  exercise_key: string;
  exercise_name: string;
  /** numeric(7,2): pg returns it as text. */
  kg: ColumnType<string, number, number>;
  source: 'profesor' | 'e1rm';
  set_at: Date;
  position: number;
}

/** The studio's training settings: one row (id 1) once it saved any. */
export interface TrainingSettingsTable {
  id: number;
  plate_increment: ColumnType<string, number, number>;
  last_position: number;
}

/** The plan day a class's pizarra shows (projections/workouts/class-boards.projector.ts). */
export interface ClassBoardsTable {
  slot_id: number;
  date: string;
  plan_id: number;
  day_id: number;
  position: number;
}
