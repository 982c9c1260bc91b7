import type { EventEmitter } from 'node:events';
import { CHANGES_CHANNEL, parseChangeNotice, type ChangeNotice } from '../../../projections/changefeed/changefeed';
import type { DatabaseHandle } from '../database/database';
import { changedMessageFor, type RealtimeMessage, type Viewer } from './realtime.messages';

/** What the hub needs of a socket (a `ws` WebSocket has it all; unit tests pass fakes). */
export interface HubSocket extends Pick<EventEmitter, 'on'> {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export interface RealtimeHubOptions {
  /** A socket that has not answered the previous ping by the next beat is dead (laptop closed, network gone). */
  heartbeatMs?: number;
  maxSocketsPerUser?: number;
  /** Clients need send nothing; more than this per beat is abuse and closes the socket. */
  maxClientMessagesPerBeat?: number;
}

const OPEN = 1;
// Notices are tiny; this much unsent means the client stopped reading. It resyncs when it reconnects.
const MAX_BUFFERED_BYTES = 256 * 1024;
// A client that has not answered our close frame by then is gone; waiting longer only delays shutdown.
const CLOSE_GRACE_MS = 1000;
// Close codes (RFC 6455): 1001 going away (server stopping), 1008 policy violation.
const GOING_AWAY = 1001;
const POLICY_VIOLATION = 1008;

interface Connection {
  viewer: Viewer;
  alive: boolean;
  messagesThisBeat: number;
}

/**
 * This instance's websockets and its one LISTEN on the change channel. Each notice goes to the sockets
 * whose viewer may see at least one of its topics, trimmed to those topics.
 */
export class RealtimeHub {
  private readonly connections = new Map<HubSocket, Connection>();
  private readonly heartbeatMs: number;
  private readonly maxSocketsPerUser: number;
  private readonly maxClientMessagesPerBeat: number;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Pick<DatabaseHandle, 'listen'>, options: RealtimeHubOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.maxSocketsPerUser = options.maxSocketsPerUser ?? 20;
    this.maxClientMessagesPerBeat = options.maxClientMessagesPerBeat ?? 10;
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (payload) => this.onPayload(payload), () => this.resync());
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.closeAll();
  }

  /**
   * Says goodbye (1001: clients reconnect, maybe to another instance), then cuts whoever does not answer:
   * the HTTP server's close waits for every upgraded socket, so one dead client would hold a shutdown.
   */
  async closeAll(graceMs = CLOSE_GRACE_MS): Promise<void> {
    const sockets = [...this.connections.keys()];
    const closed = sockets.map((socket) => new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.close(GOING_AWAY, 'server stopping');
    }));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
    for (const socket of sockets) socket.terminate();
    this.connections.clear();
  }

  /** Starts sending notices to this socket; refuses (closes it) when its user has too many open. */
  attach(socket: HubSocket, viewer: Viewer): boolean {
    const sameUser = [...this.connections.values()].filter((c) => c.viewer.userId === viewer.userId).length;
    if (sameUser >= this.maxSocketsPerUser) {
      socket.close(POLICY_VIOLATION, 'too many connections');
      return false;
    }
    const connection: Connection = { viewer, alive: true, messagesThisBeat: 0 };
    this.connections.set(socket, connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', () => {
      connection.messagesThisBeat += 1;
      if (connection.messagesThisBeat > this.maxClientMessagesPerBeat) this.drop(socket, POLICY_VIOLATION, 'clients send nothing');
    });
    socket.on('close', () => this.connections.delete(socket));
    return true;
  }

  get size(): number {
    return this.connections.size;
  }

  /** Sends each socket its visible part of the notice; returns how many sockets got one. */
  deliver(notice: ChangeNotice): number {
    let sent = 0;
    for (const [socket, { viewer }] of this.connections) {
      const message = changedMessageFor(notice, viewer);
      if (message && this.send(socket, message)) sent += 1;
    }
    return sent;
  }

  /** Tells every socket that notices may have been lost, so each client refetches what it shows. */
  resync(): void {
    for (const socket of this.connections.keys()) this.send(socket, { type: 'resync' });
  }

  /** One heartbeat: drops sockets that missed the last ping, pings the rest. Public so tests can beat. */
  checkHeartbeats(): void {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        this.connections.delete(socket);
        socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.messagesThisBeat = 0;
      if (socket.readyState === OPEN) socket.ping();
    }
  }

  private onPayload(payload: string): void {
    const notice = parseChangeNotice(payload);
    if (notice) this.deliver(notice);
  }

  private send(socket: HubSocket, message: RealtimeMessage): boolean {
    if (socket.readyState !== OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.connections.delete(socket);
      socket.terminate();
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }

  private drop(socket: HubSocket, code: number, reason: string): void {
    this.connections.delete(socket);
    socket.close(code, reason);
  }
}
