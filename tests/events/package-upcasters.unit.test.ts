import { describe, expect, it } from 'vitest';
import { assertValidEvent } from '../../events/catalog/registry';
import { toRecorded, type EventRow } from '../../events/store/rows';

// packages@v1 events named one discipline (`disciplineId`, null: todas); v2 names a set.
const row = (type: string, data: unknown): EventRow => ({
  global_position: 3,
  stream_id: 'package:4',
  stream_position: 1,
  event_id: '00000000-0000-4000-8000-000000000004',
  event_type: type,
  schema_version: 1,
  data,
  metadata: {},
  recorded_at: new Date('2026-11-16T12:00:00Z'),
});

const terms = { name: 'Yoga 8', classesPerMonth: 8, price: 28000 };

describe('package events stored before disciplines were a set', () => {
  it('read a v1 PackageCreated as the set of its one discipline, or the empty set for todas', () => {
    const yoga = toRecorded(row('PackageCreated', { packageId: 4, ...terms, disciplineId: 3 }));
    expect(yoga.schemaVersion).toBe(2);
    expect(yoga.data).toEqual({ packageId: 4, ...terms, disciplineIds: [3] });
    expect(() => assertValidEvent({ type: yoga.type, data: yoga.data })).not.toThrow();
    expect(toRecorded(row('PackageCreated', { packageId: 4, ...terms, disciplineId: null })).data).toEqual({ packageId: 4, ...terms, disciplineIds: [] });
  });

  it('read a v1 PackageChanged with both sides lifted', () => {
    const changed = toRecorded(row('PackageChanged', { packageId: 4, before: { ...terms, disciplineId: null }, after: { ...terms, disciplineId: 2 } }));
    expect(changed.data).toEqual({ packageId: 4, before: { ...terms, disciplineIds: [] }, after: { ...terms, disciplineIds: [2] } });
    expect(() => assertValidEvent({ type: changed.type, data: changed.data })).not.toThrow();
  });
});
