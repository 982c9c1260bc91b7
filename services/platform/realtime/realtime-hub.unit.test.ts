import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, hubWithFakeListen } from './fake-hub-socket';
import { changedMessageFor, type Viewer } from './realtime.messages';

const member = (userId: string): Viewer => ({ userId, role: 'member' });
const admin = (userId: string): Viewer => ({ userId, role: 'admin' });

/** Attaches one fake socket per viewer, in order. */
function attachAll(hub: ReturnType<typeof hubWithFakeListen>['hub'], viewers: Viewer[]) {
  return viewers.map((viewer) => {
    const socket = new FakeSocket();
    hub.attach(socket, viewer);
    return socket;
  });
}

describe('realtime hub fan-out', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one message per audience: admins everything, a member their own topic, the other members the shared part', async () => {
    const { hub, notify } = hubWithFakeListen();
    await hub.start();
    const [ana, anaPhone, beto, carla, root] = attachAll(hub, [member('ana'), member('ana'), member('beto'), member('carla'), admin('root')]);
    notify({ topics: ['agenda', 'admin:bookings', 'user:ana'], position: 7, data: { agenda: [{ horario_id: 1 }], 'admin:bookings': { n: 1 } } });
    hub.flush();
    expect(ana!.sent).toEqual([{ type: 'changed', topics: ['agenda', 'user:ana'], position: 7, data: { agenda: [{ horario_id: 1 }] } }]);
    expect(beto!.sent).toEqual([{ type: 'changed', topics: ['agenda'], position: 7, data: { agenda: [{ horario_id: 1 }] } }]);
    expect(root!.sent).toEqual([{ type: 'changed', topics: ['agenda', 'admin:bookings', 'user:ana'], position: 7, data: { agenda: [{ horario_id: 1 }], 'admin:bookings': { n: 1 } } }]);
    // Serialized once per audience: every socket of an audience gets the very same bytes, as a text frame.
    expect(anaPhone!.frames[0]).toBe(ana!.frames[0]);
    expect(carla!.frames[0]).toBe(beto!.frames[0]);
    expect([ana, beto, root].every((s) => s!.textFrames)).toBe(true);
    await hub.stop();
  });

  it("never gives a member another member's or an admin topic: each socket gets exactly its per-viewer cut", () => {
    const users = ['ana', 'beto', 'carla', 'root'];
    const topic = fc.oneof(fc.constantFrom('agenda', 'catalog', 'admin:users', 'admin:bookings', 'plan:7', '*'), fc.constantFrom(...users).map((u) => `user:${u}`));
    const notice = fc.record({ topics: fc.uniqueArray(topic, { minLength: 1, maxLength: 6 }), position: fc.nat() });
    const viewer = fc.record({ userId: fc.constantFrom(...users), role: fc.constantFrom('member', 'coach', 'admin') });
    fc.assert(fc.property(fc.array(viewer, { minLength: 1, maxLength: 8 }), notice, (viewers, n) => {
      const { hub } = hubWithFakeListen();
      const sockets = attachAll(hub, viewers);
      hub.deliver(n);
      sockets.forEach((socket, i) => {
        const expected = changedMessageFor(n, viewers[i]!);
        expect(socket.sent).toEqual(expected ? [expected] : []);
      });
    }));
  });

  it("touches only one member's sockets (and the admins') for a notice about that member alone", () => {
    const { hub } = hubWithFakeListen();
    let betoLooks = 0;
    const beto = { get userId() { betoLooks += 1; return 'beto'; }, get role() { betoLooks += 1; return 'member'; } };
    const [ana, betoSocket, root] = attachAll(hub, [member('ana'), beto, admin('root')]);
    const [looksBefore, socketLooksBefore] = [betoLooks, betoSocket!.looks];
    expect(hub.deliver({ topics: ['user:ana'], position: 3 })).toBe(2);
    expect([ana!.sent.length, root!.sent.length, betoSocket!.sent.length]).toEqual([1, 1, 0]);
    // Neither Beto's socket nor who it belongs to was looked at: sockets are indexed by audience.
    expect([betoLooks, betoSocket!.looks]).toEqual([looksBefore, socketLooksBefore]);
  });

  it('merges notices that arrive within a few milliseconds: every topic once, the highest position, facts joined', async () => {
    vi.useFakeTimers();
    const { hub, notify } = hubWithFakeListen({ coalesceMs: 5 });
    await hub.start();
    const [ana, beto] = attachAll(hub, [member('ana'), member('beto')]);
    notify({ topics: ['agenda', 'user:ana'], position: 10, data: { agenda: [{ horario_id: 1, cupo_disponible: 2 }] } });
    vi.advanceTimersByTime(2);
    notify([
      { topics: ['agenda', 'user:beto'], position: 11, data: { agenda: [{ horario_id: 1, cupo_disponible: 1 }] } },
      { topics: ['catalog'], position: 12 },
    ]);
    vi.advanceTimersByTime(2);
    expect(ana!.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    const agenda = [{ horario_id: 1, cupo_disponible: 2 }, { horario_id: 1, cupo_disponible: 1 }];
    expect(ana!.sent).toEqual([{ type: 'changed', topics: ['agenda', 'user:ana', 'catalog'], position: 12, data: { agenda } }]);
    expect(beto!.sent).toEqual([{ type: 'changed', topics: ['agenda', 'user:beto', 'catalog'], position: 12, data: { agenda } }]);
    // A member's facts of two batches keep both: both plans a coach edited.
    notify({ topics: ['user:ana'], position: 20, data: { 'user:ana': { plans: [3] } } });
    notify({ topics: ['user:ana'], position: 21, data: { 'user:ana': { plans: [4] } } });
    vi.advanceTimersByTime(5);
    expect(ana!.sent.at(-1)).toEqual({ type: 'changed', topics: ['user:ana'], position: 21, data: { 'user:ana': { plans: [3, 4] } } });
    // A notice after the window has closed is a message of its own.
    notify({ topics: ['news'], position: 13 });
    vi.advanceTimersByTime(5);
    expect(beto!.sent.map((m) => m.type === 'changed' && m.position)).toEqual([12, 13]);
    await hub.stop();
  });

  it("delivers a notice whose parts came in several payloads as one message, waiting past the window for its last part", async () => {
    vi.useFakeTimers();
    const { hub, notify } = hubWithFakeListen({ coalesceMs: 5 });
    await hub.start();
    const [ana, beto, carla] = attachAll(hub, [member('ana'), member('beto'), member('carla')]);
    notify({ topics: ['plans'], position: 30, continued: true });
    notify({ topics: ['user:ana'], position: 30, data: { 'user:ana': { plans: [9] } }, continued: true });
    vi.advanceTimersByTime(12); // two windows: still waiting for the last part
    expect([ana!.sent, beto!.sent, carla!.sent]).toEqual([[], [], []]);
    notify({ topics: ['user:beto'], position: 30, data: { 'user:beto': { plans: [9] } } });
    vi.advanceTimersByTime(5);
    expect(ana!.sent).toEqual([{ type: 'changed', topics: ['plans', 'user:ana'], position: 30, data: { 'user:ana': { plans: [9] } } }]);
    expect(beto!.sent).toEqual([{ type: 'changed', topics: ['plans', 'user:beto'], position: 30, data: { 'user:beto': { plans: [9] } } }]);
    expect(carla!.sent).toEqual([{ type: 'changed', topics: ['plans'], position: 30 }]);
    // A part that never comes is not waited for long: what arrived goes out (the listener's resync follows a loss).
    notify({ topics: ['user:carla'], position: 31, continued: true });
    vi.advanceTimersByTime(995);
    expect(carla!.sent).toHaveLength(1);
    vi.advanceTimersByTime(10);
    expect(carla!.sent.at(-1)).toEqual({ type: 'changed', topics: ['user:carla'], position: 31 });
    await hub.stop();
  });

  it('reads a batch (a JSON array of notices) and a single notice, and skips what it cannot read', async () => {
    const { hub, notify } = hubWithFakeListen();
    await hub.start();
    const [ana] = attachAll(hub, [member('ana')]);
    notify('{"not":"a notice"}');
    notify('[not json');
    hub.flush();
    expect(ana!.sent).toEqual([]);
    notify([{ topics: ['agenda'], position: 1 }, { topics: 'agenda', position: 2 }, { topics: ['news'], position: 3 }]);
    notify({ topics: ['videos'], position: 4 });
    hub.flush();
    expect(ana!.sent).toEqual([{ type: 'changed', topics: ['agenda', 'news', 'videos'], position: 4 }]);
    await hub.stop();
  });

  it('asks every socket to resync with one shared frame when the LISTEN connection came back', async () => {
    const { hub, reconnect } = hubWithFakeListen();
    await hub.start();
    const [ana, root] = attachAll(hub, [member('ana'), admin('root')]);
    reconnect();
    expect([ana!.sent, root!.sent]).toEqual([[{ type: 'resync' }], [{ type: 'resync' }]]);
    expect(ana!.frames[0]).toBe(root!.frames[0]);
    await hub.stop();
  });
});
