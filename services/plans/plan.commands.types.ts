import type { PrescriptionInput } from './set-prescription-rules';
import type { WeekNode } from '../../domain/plans/plan-tree';
import type { Progression } from '../../domain/plans/progression';
import type { BlockFormatInput } from '../../domain/plans/block-format';

/**
 * Commands on one plan stream. Fresh ids (allocated from `plan_node_id_seq` before deciding) arrive in the
 * command; raw user input (`unknown`) is parsed and checked by the deciders, which answer in Spanish.
 */
interface On {
  planId: number;
}

export type PlanLevelCommand =
  | (On & { type: 'CreatePlan'; name: unknown })
  | (On & { type: 'RenamePlan'; name: unknown })
  | (On & { type: 'ChangePlanVisibility'; visible: boolean })
  | (On & { type: 'DeletePlan' })
  // `memberDeleted`: looked up before deciding (users.deleted); a deleted account gets no plan (absent: not deleted).
  | (On & { type: 'AssignPlanToMember'; userId: string; memberDeleted?: boolean })
  | (On & { type: 'UnassignPlanFromMember'; userId: string })
  | (On & { type: 'UnassignAllMembers' })
  // A new plan (planId: the new one) copied from another: its name and weeks ride in the command (read, not
  // protected: a later edit of the source does not concern the copy); fresh ids for every node.
  | (On & { type: 'DuplicatePlan'; name: unknown; source: { id: number; name: string; weeks: readonly WeekNode[] }; ids: readonly number[] });

export type WeekDayCommand =
  | (On & { type: 'AddWeek'; weekId: number })
  | (On & { type: 'RenameWeek'; weekId: number | undefined; name: unknown })
  // `progression`: the copy's loaded sets get heavier by it (the builder's progression helper).
  | (On & { type: 'DuplicateWeek'; weekId: number; ids: readonly number[]; progression?: Progression })
  | (On & { type: 'DeleteWeek'; weekId: number })
  | (On & { type: 'AddDay'; weekId: number; dayId: number })
  | (On & { type: 'DeleteDay'; dayId: number })
  | (On & { type: 'CopyDay'; dayId: number; weekId: number; ids: readonly number[] });

export type BlockCommand =
  | (On & { type: 'AddBlock'; dayId: number; blockId: number; name: unknown; rest: unknown })
  | (On & { type: 'RenameBlock'; blockId: number; name: unknown })
  | (On & { type: 'ChangeBlockRest'; blockId: number; rest: unknown })
  | (On & { type: 'ChangeBlockFormat'; blockId: number; format: BlockFormatInput })
  | (On & { type: 'DeleteBlock'; blockId: number })
  | (On & { type: 'CopyBlock'; blockId: number; dayId: number; ids: readonly number[] });

export type ExerciseCommand =
  | (On & { type: 'AddExercise'; blockId: number; ids: readonly number[]; name: unknown; setCount: unknown; video?: unknown; notes?: unknown; reps?: unknown; weight?: unknown })
  | (On & { type: 'RenameExercise'; exerciseId: number; name: unknown })
  | (On & { type: 'AssignExerciseVideo'; exerciseId: number; video: unknown })
  | (On & { type: 'ChangeExerciseNotes'; exerciseId: number; notes: unknown })
  | (On & { type: 'ChangeExerciseRest'; exerciseId: number; rest: unknown })
  | (On & { type: 'DuplicateExercise'; exerciseId: number; ids: readonly number[] })
  | (On & { type: 'DeleteExercise'; exerciseId: number });

export type SetCommand =
  | (On & PrescriptionInput & { type: 'AddSet'; exerciseId: number; setId: number; number?: unknown; reps?: unknown; weight?: unknown })
  | (On & PrescriptionInput & { type: 'EditSet'; setId: number; number: unknown; reps: unknown; weight: unknown })
  | (On & { type: 'DuplicateSet'; setId: number; newSetId: number })
  | (On & { type: 'DeleteSet'; setId: number })
  // The grid: every set of the exercise in order; a row with `id` keeps that set, the others take `ids` in order.
  | (On & { type: 'ReplaceExerciseSets'; exerciseId: number; sets: readonly (PrescriptionInput & { id?: number; reps: unknown; weight: unknown })[]; ids: readonly number[] });

/**
 * "Aplicar progresión": weeks `from`..`to` (positions, 1-based as the coach reads "Semana 2") get `progression`
 * once per week into the range; `exercises` by name, or null for every exercise with weight.
 */
export type ProgressionCommand = On & { type: 'ApplyProgression'; from: unknown; to: unknown; progression: { kind: string; amount: unknown }; exercises: readonly string[] | null };

export type PlanCommand = PlanLevelCommand | WeekDayCommand | BlockCommand | ExerciseCommand | SetCommand | ProgressionCommand;
