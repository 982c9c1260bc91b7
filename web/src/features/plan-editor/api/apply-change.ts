import type { ProgresionResult } from './progression';
import type { EditResult, PlanChange, Planificacion } from './types';

type TreeNode = { id: number } & Record<string, unknown>;

/** The child list of each level, from the plan down; a change's kind names the level its node lives in. */
const CHILDREN = ['semanas', 'dias', 'bloques', 'ejercicios', 'series'] as const;
const LEVEL = { week: 0, day: 1, block: 2, exercise: 3, set: 4 } as const;

/** Applies `change` under `node` (at `depth`); returns the same object when nothing below it changed. */
function applyBelow(node: TreeNode, depth: number, change: Exclude<PlanChange, { kind: 'plan' }>): TreeNode {
  const key = CHILDREN[depth];
  if (!key) return node;
  const children = node[key] as TreeNode[];
  let next = children;
  if (change.op === 'remove') {
    if (children.some((c) => c.id === change.id)) next = children.filter((c) => c.id !== change.id);
  } else if (LEVEL[change.kind] === depth && node.id === change.parentId) {
    // Drop the old copy first: an edited set may move (sets stay sorted by number).
    const others = children.filter((c) => c.id !== change.node.id);
    next = [...others.slice(0, change.index), change.node as unknown as TreeNode, ...others.slice(change.index)];
  }
  if (next === children && (change.op === 'remove' || LEVEL[change.kind] > depth)) {
    let changed = false;
    const mapped = children.map((child) => {
      const updated = applyBelow(child, depth + 1, change);
      if (updated !== child) changed = true;
      return updated;
    });
    if (changed) next = mapped;
  }
  return next === children ? node : { ...node, [key]: next };
}

/** The plan with one command's change put in (only the path down to it is copied). */
export function applyChange(plan: Planificacion, change: PlanChange): Planificacion {
  if (change.op === 'upsert' && change.kind === 'plan') return { ...plan, nombre: change.node.nombre, visible: change.node.visible };
  return applyBelow(plan as unknown as TreeNode, 0, change as Exclude<PlanChange, { kind: 'plan' }>) as unknown as Planificacion;
}

/**
 * The cached plan after a command's answer. The copy takes the new version only when it was exactly the version
 * the command was decided on; otherwise someone else's change is missing from it, so it keeps its old version and
 * the next revalidation (the plan:<id> notice) brings the whole plan instead of a 304.
 */
export function applyEditResult(plan: Planificacion, result: EditResult | ProgresionResult): Planificacion {
  const changes = 'changes' in result ? result.changes : [result.change];
  const next = changes.reduce(applyChange, plan);
  const current = plan.version !== undefined && plan.version === result.baseVersion;
  return { ...next, version: current ? result.version : plan.version };
}
