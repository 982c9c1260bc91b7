import type { PlanState } from '../../domain/plans/plan-tree';

/** One row per live plan: the whole tree (the decider's state) as JSONB, and the stream version it reflects. */
export interface PlanViewsTable {
  id: number;
  nombre: string;
  visible: boolean;
  tree: PlanState;
  version: number;
  /** The rendered plan (docs/product.md §3 JSON text) at `version`; null only on rows written before it existed. */
  document: string | null;
  updated_at: Date;
}

/** Every node of every live plan, so a route that names a week/day/block/exercise/set finds its plan. */
export interface PlanNodesTable {
  id: number;
  kind: 'week' | 'day' | 'block' | 'exercise' | 'set';
  plan_id: number;
}

/** Direct plan assignments (user-plan links). */
export interface PlanMembersTable {
  plan_id: number;
  user_id: string;
  assigned_at: Date;
}

/** The exercise library: names the plan editor autocompletes, with a default video and notes. */
export interface ExerciseLibraryTable {
  id: number;
  nombre: string;
  video: string | null;
  notas: string;
  peso_corporal: boolean;
  /** Removed entries stay (a redelivered event must not bring them back). */
  deleted: boolean;
  /** The entry stream's position this row reflects. */
  version: number;
  updated_at: Date;
}
