import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineEvents } from '../../events/catalog/define-events';
import { addEventTypesForTests, assertValidEvent, currentSchemaVersion, upcast } from '../../events/catalog/registry';
import { toRecorded, type EventRow } from '../../events/store/rows';

// T14: a fake event published at v1 ({ name }) and reshaped at v2 ({ firstName, lastName }).
addEventTypesForTests(defineEvents({
  FakeMemberNamed: {
    schema: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
    schemaVersion: 2,
    upcasters: {
      1: (v1: { name: string }) => {
        const [firstName = '', ...rest] = v1.name.split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    },
  },
  FakeSkipped: { schema: Type.Object({ c: Type.Number() }), schemaVersion: 3, upcasters: { 2: (d: { b: number }) => ({ c: d.b }) } },
}));

const row = (type: string, schemaVersion: number, data: unknown): EventRow => ({
  global_position: 7,
  stream_id: 'fake:1',
  stream_position: 1,
  event_id: '00000000-0000-4000-8000-000000000001',
  event_type: type,
  schema_version: schemaVersion,
  data,
  metadata: {},
  recorded_at: new Date('2026-11-16T12:00:00Z'),
});

describe('upcasters', () => {
  it('lifts a stored v1 event to the current v2 shape on read', () => {
    const event = toRecorded(row('FakeMemberNamed', 1, { name: 'Ana María López' }));
    expect(event.schemaVersion).toBe(2);
    expect(event.data).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(() => assertValidEvent({ type: event.type, data: event.data })).not.toThrow();
  });

  it('leaves an event already at the current version untouched', () => {
    const data = { firstName: 'Ana', lastName: 'López' };
    expect(toRecorded(row('FakeMemberNamed', 2, data)).data).toBe(data);
  });

  it('writes new events at the latest version and validates them against its schema', () => {
    expect(currentSchemaVersion('FakeMemberNamed')).toBe(2);
    expect(() => assertValidEvent({ type: 'FakeMemberNamed', data: { name: 'Ana López' } })).toThrow(/does not match/);
  });

  it('refuses to guess when a step of the chain is missing', () => {
    expect(() => upcast('FakeSkipped', 1, { a: 1 })).toThrow('no upcaster for FakeSkipped v1');
    expect(upcast('FakeSkipped', 2, { b: 5 })).toEqual({ schemaVersion: 3, data: { c: 5 } });
  });

  it('passes unknown event types through as stored', () => {
    expect(upcast('NeverDefined', 4, { x: 1 })).toEqual({ schemaVersion: 4, data: { x: 1 } });
  });

  it('lifts the health statements and leads written in clear before they were sealed, details as they were', () => {
    const details = { answers: [{ id: 'corazon', yes: true }], condition: 'Asma', emergencyContact: { name: 'Rosa', phone: '1155551234' }, guardian: null };
    const frame = { userId: 'u1', statementNo: 1, form: 'adulto', certificate: null, signedOn: '2026-11-16', expiresOn: '2027-11-16', at: '2026-11-16T15:00:00.000Z' };
    expect(upcast('HealthStatementSubmitted', 1, { ...frame, ...details })).toEqual({ schemaVersion: 2, data: { ...frame, health: details } });
    const contact = { nombre: 'Lucía', email: 'lucia@example.com', telefono: null };
    expect(upcast('LeadRegistered', 1, { leadId: 'l1', ...contact })).toEqual({ schemaVersion: 2, data: { leadId: 'l1', contact } });
  });
});
