import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RealtimeHub, type HubSocket } from './realtime-hub';

class FakeSocket extends EventEmitter implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  ping() {
    this.pings += 1;
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

/** A hub whose LISTEN is in the test's hands: `notify` and `reconnect` play the database. */
function hubWithFakeListen(options = {}) {
  let onNotify: (payload: string) => void = () => undefined;
  let onResubscribed: () => void = () => undefined;
  const hub = new RealtimeHub({
    listen: async (_channel, notify, resubscribed) => {
      onNotify = notify;
      onResubscribed = resubscribed ?? onResubscribed;
      return async () => undefined;
    },
  }, options);
  return { hub, notify: (payload: string) => onNotify(payload), reconnect: () => onResubscribed() };
}

describe('realtime hub', () => {
  it('sends each socket only the topics its viewer may see, and nothing when none', async () => {
    const { hub, notify } = hubWithFakeListen();
    await hub.start();
    const [ana, beto, admin] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.attach(ana, { userId: 'ana', role: 'member' });
    hub.attach(beto, { userId: 'beto', role: 'member' });
    hub.attach(admin, { userId: 'root', role: 'admin' });
    notify(JSON.stringify({ topics: ['admin:users', 'user:ana'], position: 7 }));
    expect(ana.sent).toEqual([{ type: 'changed', topics: ['user:ana'], position: 7 }]);
    expect(beto.sent).toEqual([]);
    expect(admin.sent).toEqual([{ type: 'changed', topics: ['admin:users', 'user:ana'], position: 7 }]);
    await hub.stop();
  });

  it('ignores payloads it cannot read', async () => {
    const { hub, notify } = hubWithFakeListen();
    await hub.start();
    const ana = new FakeSocket();
    hub.attach(ana, { userId: 'ana', role: 'member' });
    notify('{"not":"a notice"}');
    expect(ana.sent).toEqual([]);
    await hub.stop();
  });

  it('asks every socket to resync when the LISTEN connection came back', async () => {
    const { hub, reconnect } = hubWithFakeListen();
    await hub.start();
    const [ana, admin] = [new FakeSocket(), new FakeSocket()];
    hub.attach(ana, { userId: 'ana', role: 'member' });
    hub.attach(admin, { userId: 'root', role: 'admin' });
    reconnect();
    expect([ana.sent, admin.sent]).toEqual([[{ type: 'resync' }], [{ type: 'resync' }]]);
    await hub.stop();
  });

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

  it('refuses one user more sockets than the limit', () => {
    const { hub } = hubWithFakeListen({ maxSocketsPerUser: 2 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const accepted = sockets.map((s) => hub.attach(s, { userId: 'ana', role: 'member' }));
    expect(accepted).toEqual([true, true, false]);
    expect(sockets[2]!.closedWith).toBe(1008);
    expect(hub.attach(new FakeSocket(), { userId: 'beto', role: 'member' })).toBe(true);
  });

  it('cuts a client that stopped reading instead of buffering for it', () => {
    const { hub } = hubWithFakeListen();
    const slow = new FakeSocket();
    hub.attach(slow, { userId: 'ana', role: 'member' });
    slow.bufferedAmount = 10 * 1024 * 1024;
    expect(hub.deliver({ topics: ['agenda'], position: 1 })).toBe(0);
    expect(slow.terminated).toBe(true);
    expect(hub.size).toBe(0);
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
