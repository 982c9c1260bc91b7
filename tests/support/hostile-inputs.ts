/**
 * Schema-driven probes for the every-route test: a plausible value for a route's body or query, then the same
 * value with one field at a time swapped for something a database or a decoder chokes on.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface Probe {
  name: string;
  value: unknown;
}

const STRING_CANDIDATES = ['2026-11-20', '1', 'abc', '10:00', 'lunes', 'a@b.co'];

// Fields that carry a calendar day even where the schema leaves the check to the handler (reports' range).
const DATE_NAME = /fecha|desde|hasta|date|valido/i;

function sampleString(schema: JsonSchema, name = ''): string {
  if (schema.format === 'date' || (DATE_NAME.test(name) && !schema.pattern && !schema.format)) return '2026-11-20';
  if (schema.format === 'date-time') return '2026-11-20T10:00:00Z';
  const fits = (s: string) => (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)) && s.length >= (schema.minLength ?? 0);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

const branches = (schema: JsonSchema) => (schema.anyOf ?? schema.oneOf ?? []).filter((b) => b.type !== 'null');

/** A value that plausibly satisfies the schema (every optional property included). */
export function sample(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = branches(schema);
  if (options.length > 0) return sample(options[0], name);
  const type = [schema.type].flat()[0];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
  }
  if (type === 'array') return schema.items ? [sample(schema.items, name)] : [];
  if (type === 'string') return sampleString(schema, name);
  if (type === 'integer' || type === 'number') return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
  if (type === 'boolean') return true;
  return undefined;
}

const looksLikeDate = (s: JsonSchema, name: string) =>
  s.format === 'date' || s.format === 'date-time' || /\\d\{4\}-/.test(s.pattern ?? '') || DATE_NAME.test(name);

/** The hostile values for one leaf of a schema. */
function poisons(schema: JsonSchema, name: string): Probe[] {
  const options = branches(schema);
  if (options.length > 0) return options.flatMap((option) => poisons(option, name));
  const type = [schema.type].flat()[0];
  if (schema.const !== undefined || schema.enum) return [{ name: 'NUL', value: 'a\u0000' }];
  if (type === 'string') {
    const probes = [
      { name: 'NUL', value: `${sampleString(schema, name)}\u0000` },
      { name: 'lone surrogate', value: `a\uD800b` },
      { name: '100 000 characters', value: 'x'.repeat(100_000) },
    ];
    if (looksLikeDate(schema, name)) {
      probes.push({ name: 'month 13', value: '2026-13-45' }, { name: 'February 30', value: '2026-02-30' }, { name: 'February 30 at 10:00', value: '2026-02-30 10:00:00' });
    }
    if (schema.pattern?.includes('[0-9]')) probes.push({ name: '1e15 as text', value: '1000000000000000' });
    return probes;
  }
  if (type === 'integer' || type === 'number') {
    return [{ name: '1e15', value: 1e15 }, { name: '-1e15', value: -1e15 }, { name: '2^31', value: 2 ** 31 }];
  }
  return [];
}

/** Every (path, hostile value) pair of an object schema, one leaf at a time, applied to a plausible base. */
export function hostileVariants(schema: JsonSchema): Probe[] {
  const base = sample(schema);
  const out: Probe[] = [];
  const walk = (s: JsonSchema, path: string[]) => {
    const objectBranch = s.properties ? s : branches(s).find((b) => b.properties);
    if (objectBranch?.properties) {
      for (const [key, child] of Object.entries(objectBranch.properties)) walk(child, [...path, key]);
      return;
    }
    if (s.type === 'array' && s.items) return walk(s.items, [...path, '0']);
    for (const p of poisons(s, path.at(-1) ?? '')) out.push({ name: `${path.join('.')} = ${p.name}`, value: setAt(base, path, p.value) });
  };
  walk(schema, []);
  return out;
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(base) ? ([...base] as unknown as Record<string, unknown>) : { ...(base as object) };
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), value);
  return copy;
}

/** A Spanish sentence, not an English library message leaking through. */
export const looksSpanish = (detail: unknown): boolean =>
  typeof detail === 'string' &&
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|un|una|que|con|para|tu|esta|este)\b/i.test(detail) &&
  !/\b(the|must|should|invalid|error|expected)\b/i.test(detail);
