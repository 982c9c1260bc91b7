import { describe, expect, it } from 'vitest';
import { FakeSocket, hubWithFakeListen } from './fake-hub-socket';
import type { Viewer } from './realtime.messages';
import { SESSION_ENDED_CLOSE_CODE, type SessionControl } from './session-control';

const session = (id: string, answer: () => Promise<Viewer | undefined>) => ({ id, recheck: answer });

describe('realtime hub sessions', () => {
  it('closes with 4401 the sockets whose session ended or changed role, and keeps one whose lookup failed', async () => {
    const { hub } = hubWithFakeListen();
    const [live, expired, demoted, unknown] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.attach(live, { userId: 'ana', role: 'member' }, session('s1', async () => ({ userId: 'ana', role: 'member' })));
    hub.attach(expired, { userId: 'beto', role: 'member' }, session('s2', async () => undefined));
    hub.attach(demoted, { userId: 'carla', role: 'admin' }, session('s3', async () => ({ userId: 'carla', role: 'member' })));
    hub.attach(unknown, { userId: 'dani', role: 'member' }, session('s4', () => Promise.reject(new Error('database out of reach'))));

    expect(await hub.recheckSessions()).toBe(2);
    expect([live, expired, demoted, unknown].map((s) => s.closedWith)).toEqual([undefined, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE, undefined]);
    expect(hub.deliver({ topics: ['agenda', 'admin:users'], position: 1 })).toBe(2);
  });

  it('closes only the sockets of the signed-out session, here and on a control notice from another instance', async () => {
    const announced: SessionControl[] = [];
    const seen: SessionControl[] = [];
    const { hub, control } = hubWithFakeListen({ announce: async (c) => void announced.push(c), onControl: (c) => seen.push(c) });
    await hub.start();
    const [phone, laptop, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.attach(phone, { userId: 'ana', role: 'member' }, session('phone', async () => undefined));
    hub.attach(laptop, { userId: 'ana', role: 'member' }, session('laptop', async () => undefined));
    hub.attach(other, { userId: 'beto', role: 'member' }, session('beto', async () => undefined));

    await hub.sessionEnded('phone');
    expect(announced).toEqual([{ sessionEnded: 'phone' }]);
    expect([phone.closedWith, laptop.closedWith]).toEqual([SESSION_ENDED_CLOSE_CODE, undefined]);

    control({ sessionEnded: 'laptop' });
    control({ userChanged: 'beto' });
    control('not json');
    expect(seen).toEqual([{ sessionEnded: 'laptop' }, { userChanged: 'beto' }]);
    expect([laptop.closedWith, other.closedWith]).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
    expect(hub.size).toBe(0);
    await hub.stop();
  });
});
