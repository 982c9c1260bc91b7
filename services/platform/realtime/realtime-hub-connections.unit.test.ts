import { describe, expect, it } from 'vitest';
import { FakeSocket, hubWithFakeListen } from './fake-hub-socket';

describe('realtime hub connections', () => {
  it('drops a socket that missed a ping, keeps one that answered', () => {
    const { hub } = hubWithFakeListen();
    const [alive, dead] = [new FakeSocket(), new FakeSocket()];
    hub.attach(alive, { userId: 'ana', role: 'member' });
    hub.attach(dead, { userId: 'beto', role: 'member' });
    hub.checkHeartbeats();
    expect([alive.pings, dead.pings]).toEqual([1, 1]);
    alive.emit('pong');
    hub.checkHeartbeats();
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(hub.size).toBe(1);
    expect(hub.deliver({ topics: ['agenda'], position: 1 })).toBe(1);
  });

  it('closes a socket that keeps talking (clients send nothing)', () => {
    const { hub } = hubWithFakeListen({ maxClientMessagesPerBeat: 3 });
    const chatty = new FakeSocket();
    hub.attach(chatty, { userId: 'ana', role: 'member' });
    for (let i = 0; i < 3; i++) chatty.emit('message', 'hola');
    expect(chatty.closedWith).toBeUndefined();
    chatty.emit('message', 'hola');
    expect(chatty.closedWith).toBe(1008);
    expect(hub.size).toBe(0);
  });

  it('refuses one user more sockets than the limit, and counts again once one closes', () => {
    const { hub } = hubWithFakeListen({ maxSocketsPerUser: 2 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const accepted = sockets.map((s) => hub.attach(s, { userId: 'ana', role: 'member' }));
    expect(accepted).toEqual([true, true, false]);
    expect(sockets[2]!.closedWith).toBe(1008);
    expect(hub.attach(new FakeSocket(), { userId: 'beto', role: 'member' })).toBe(true);
    sockets[0]!.close(1000);
    expect(hub.attach(new FakeSocket(), { userId: 'ana', role: 'member' })).toBe(true);
  });

  it('cuts a client that stopped reading instead of buffering for it', () => {
    const { hub } = hubWithFakeListen();
    const [slow, reading] = [new FakeSocket(), new FakeSocket()];
    hub.attach(slow, { userId: 'ana', role: 'member' });
    hub.attach(reading, { userId: 'beto', role: 'member' });
    slow.bufferedAmount = 10 * 1024 * 1024;
    expect(hub.deliver({ topics: ['agenda'], position: 1 })).toBe(1);
    expect(slow.terminated).toBe(true);
    expect(reading.sent).toHaveLength(1);
    expect(hub.size).toBe(1);
  });

  it("closes every socket of one user, and only that user's", () => {
    const { hub } = hubWithFakeListen();
    const [ana, anaAsAdmin, beto] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.attach(ana, { userId: 'ana', role: 'member' });
    hub.attach(anaAsAdmin, { userId: 'ana', role: 'admin' });
    hub.attach(beto, { userId: 'beto', role: 'member' });
    expect(hub.closeUser('ana', 4001)).toBe(2);
    expect([ana.closedWith, anaAsAdmin.closedWith, beto.closedWith]).toEqual([4001, 4001, undefined]);
    expect(hub.size).toBe(1);
    expect(hub.deliver({ topics: ['agenda', 'user:ana', 'admin:users'], position: 2 })).toBe(1);
    expect(ana.sent).toEqual([]);
  });

  it('says goodbye with 1001 on stop and cuts whoever does not answer', async () => {
    const { hub } = hubWithFakeListen();
    const polite = new FakeSocket();
    const deaf = new FakeSocket();
    deaf.close = (code?: number) => {
      deaf.closedWith = code; // never completes the closing handshake
    };
    hub.attach(polite, { userId: 'ana', role: 'member' });
    hub.attach(deaf, { userId: 'beto', role: 'member' });
    await hub.closeAll(20);
    expect([polite.closedWith, deaf.closedWith]).toEqual([1001, 1001]);
    expect(deaf.terminated).toBe(true);
    expect(hub.size).toBe(0);
  });
});
