import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** One event type: the schema of its current version and the upcasters that lift older stored versions to it. */
export interface EventDefinition {
  schemaVersion: number;
  check: (data: unknown) => boolean;
  /** upcasters[v] turns version v into v + 1. */
  upcasters: Record<number, (data: any) => unknown>;
}

/** A feature's event types by name: what each `<feature>.events.ts` exports, listed in events/catalog/index.ts. */
export type EventDefinitions = ReadonlyMap<string, EventDefinition>;

type EventSpec = TSchema | { schema: TSchema; schemaVersion: number; upcasters: EventDefinition['upcasters'] };

/** Compiles a feature's event schemas (version 1 unless said otherwise). Pure: it registers nothing anywhere. */
export function defineEvents(events: Record<string, EventSpec>): EventDefinitions {
  return new Map(
    Object.entries(events).map(([type, spec]) => {
      const versioned = 'schemaVersion' in spec ? spec : { schema: spec as TSchema, schemaVersion: 1, upcasters: {} };
      const compiled = Compile(versioned.schema);
      return [type, { schemaVersion: versioned.schemaVersion, check: (data: unknown) => compiled.Check(data), upcasters: versioned.upcasters }];
    }),
  );
}

/** One catalogue from several features' definitions; a type defined twice is a mistake, caught at start-up. */
export function mergeEventDefinitions(parts: readonly EventDefinitions[]): EventDefinitions {
  const all = new Map<string, EventDefinition>();
  for (const part of parts) {
    for (const [type, definition] of part) {
      if (all.has(type)) throw new Error(`event type ${type} is defined twice`);
      all.set(type, definition);
    }
  }
  return all;
}
