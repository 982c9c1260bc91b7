import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { DomainEvent } from '../framework/event';

/**
 * Every event type the log may hold, with the schema of its current version and the upcasters that
 * lift older stored versions to it. Published events are never reshaped in place.
 */
interface EventDefinition {
  schemaVersion: number;
  check: (data: unknown) => boolean;
  /** upcasters[v] turns version v into v + 1. */
  upcasters: Record<number, (data: any) => unknown>;
}

const definitions = new Map<string, EventDefinition>();

export function defineEvents(
  events: Record<string, TSchema | { schema: TSchema; schemaVersion: number; upcasters: EventDefinition['upcasters'] }>,
): void {
  for (const [type, def] of Object.entries(events)) {
    const versioned = 'schemaVersion' in def ? def : { schema: def as TSchema, schemaVersion: 1, upcasters: {} };
    const compiled = Compile(versioned.schema);
    definitions.set(type, {
      schemaVersion: versioned.schemaVersion,
      check: (data) => compiled.Check(data),
      upcasters: versioned.upcasters,
    });
  }
}

export function assertValidEvent(event: DomainEvent): void {
  const def = definitions.get(event.type);
  if (!def) throw new Error(`unknown event type ${event.type}: register it with defineEvents`);
  if (!def.check(event.data)) throw new Error(`event ${event.type} does not match its schema`);
}

export function upcast(type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
  const def = definitions.get(type);
  if (!def) return { schemaVersion, data };
  let version = schemaVersion;
  let current = data;
  while (version < def.schemaVersion) {
    const step = def.upcasters[version];
    if (!step) throw new Error(`no upcaster for ${type} v${version}`);
    current = step(current);
    version += 1;
  }
  return { schemaVersion: version, data: current };
}

export const currentSchemaVersion = (type: string): number => definitions.get(type)?.schemaVersion ?? 1;
