import type { DomainEvent } from '../framework/event';
import type { EventDefinition, EventDefinitions } from './define-events';
import { eventCatalog } from './index';

/**
 * What the store knows about event types: every feature's (events/catalog/index.ts). Published events are never
 * reshaped in place: a new version comes with an upcaster from the one before.
 */
const known = new Map<string, EventDefinition>(eventCatalog);

/**
 * Store tests append throwaway event types (ThingNoted) that no feature owns. The app never calls this: its event
 * types are the catalogue's, fixed when this module loads.
 */
export function addEventTypesForTests(definitions: EventDefinitions): void {
  for (const [type, definition] of definitions) {
    if (eventCatalog.has(type)) throw new Error(`event type ${type} belongs to a feature`);
    known.set(type, definition);
  }
}

export function assertValidEvent(event: DomainEvent): void {
  const def = known.get(event.type);
  if (!def) throw new Error(`unknown event type ${event.type}: define it in its feature's events file and list it in events/catalog/index.ts`);
  if (!def.check(event.data)) throw new Error(`event ${event.type} does not match its schema`);
}

export function upcast(type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
  const def = known.get(type);
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

export const currentSchemaVersion = (type: string): number => known.get(type)?.schemaVersion ?? 1;
