/**
 * The input policy every route shares, whatever its schema says: text is well-formed Unicode without NUL
 * (PostgreSQL cannot store U+0000 in text, and a lone surrogate is not UTF-8 at all), and nesting is shallow.
 * Schemas (schemas.ts) add the per-field rules: real calendar dates, integers within their column, lengths.
 */
export interface PolicyViolation {
  path: string;
  reason: 'nul' | 'surrogate' | 'depth';
}

// JSON bodies here are at most a plan tree deep (plan, week, day, block, exercise, set and their fields).
const MAX_DEPTH = 16;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textViolation(value: string): PolicyViolation['reason'] | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return undefined;
}

/** The first string (key or value) in a parsed request part that breaks the policy, with its path. */
export function findViolation(value: unknown, path = '', depth = 0): PolicyViolation | undefined {
  if (typeof value === 'string') {
    const reason = textViolation(value);
    return reason ? { path, reason } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { path, reason: 'depth' };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const keyReason = textViolation(key);
    if (keyReason) return { path: itemPath, reason: keyReason };
    const found = findViolation(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}
