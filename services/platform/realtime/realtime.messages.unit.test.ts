import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { RealtimeMessageSchema } from '../../../contract/realtime';
import { FakeSocket, hubWithFakeListen } from './fake-hub-socket';
import { changedMessageFor } from './realtime.messages';

const notice = { topics: ['agenda', 'admin:users', 'user:ana', 'user:beto'], position: 12 };

describe('which topics of a notice a viewer receives', () => {
  it("gives a member the shared topics and their own, never another member's or the admin views", () => {
    expect(changedMessageFor(notice, { userId: 'ana', role: 'member' })).toEqual({ type: 'changed', topics: ['agenda', 'user:ana'], position: 12 });
  });

  it('gives an admin every topic', () => {
    expect(changedMessageFor(notice, { userId: 'root', role: 'admin' })).toEqual({ type: 'changed', topics: notice.topics, position: 12 });
  });

  it('sends a member nothing when no topic is theirs', () => {
    expect(changedMessageFor({ topics: ['admin:users', 'user:beto'], position: 3 }, { userId: 'ana', role: 'member' })).toBeUndefined();
  });

  it("passes '*' (too many topics to list) to everyone", () => {
    expect(changedMessageFor({ topics: ['*'], position: 4 }, { userId: 'ana', role: 'member' })).toEqual({ type: 'changed', topics: ['*'], position: 4 });
  });
});

describe('what the hub sends', () => {
  it('is a message of the contract (the union the web client handles), every kind of it', () => {
    const { hub } = hubWithFakeListen();
    const [member, admin] = [new FakeSocket(), new FakeSocket()];
    hub.attach(member, { userId: 'ana', role: 'member' });
    hub.attach(admin, { userId: 'root', role: 'admin' });
    hub.deliver({ topics: ['agenda', 'user:ana', 'admin:bookings'], position: 5, data: { agenda: [{ horario_id: 1, fecha: '2026-11-25', cupo_disponible: 2 }] } });
    hub.deliver({ topics: ['*'], position: 6 });
    hub.resync();
    const sent = [...member.sent, ...admin.sent];
    expect(new Set(sent.map((m) => m.type))).toEqual(new Set(['changed', 'resync']));
    for (const message of sent) expect(Value.Check(RealtimeMessageSchema, message), JSON.stringify(message)).toBe(true);
  });
});
