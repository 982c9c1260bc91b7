import type { EventEmitter } from 'node:events';
import { CHANGES_CHANNEL, parseChangeNotices, type ChangeNotice } from '../../../projections/changefeed/changefeed';
import type { DatabaseHandle } from '../../../db/database';
import { REALTIME_CLOSE_CODES } from '../../../contract/realtime-topics';
import { audienceMessages, mergeNotices, type RoleCut } from './notice-audiences';
import type { RealtimeMessage, Viewer } from './realtime.messages';
import { parseSessionControl, SESSION_CONTROL_CHANNEL, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON, type SessionControl, type SocketSession } from './session-control';
import { PublicSockets } from './public-sockets';
import { SocketRegistry } from './socket-registry';

/** What the hub needs of a socket (a `ws` WebSocket has it all; unit tests pass fakes). */
export interface HubSocket extends Pick<EventEmitter, 'on'> {
  readonly readyState: number;
  readonly bufferedAmount: number;
  /** `binary: false` sends the bytes as a text frame: clients read JSON text. */
  send(data: Buffer, options: { binary: boolean }): void;
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
  /** Notices arriving within this long of the first pending one go out as one message per audience. */
  coalesceMs?: number;
  /** How often every socket asks the auth provider whether its session still stands (expiry, idle expiry, role). */
  sessionCheckMs?: number;
  /** Publishes a session control notice to every instance (NOTIFY on SESSION_CONTROL_CHANNEL). */
  announce?: (control: SessionControl) => Promise<void>;
  /** Runs on every control notice before the sockets close, so this instance's auth cache lets no reconnect in. */
  onControl?: (control: SessionControl) => void;
}

const OPEN = 1;
// Notices are tiny; this much unsent means the client stopped reading. It resyncs when it reconnects.
const MAX_BUFFERED_BYTES = 256 * 1024;
const MAX_HOLD_MS = 1000;
// A client that has not answered our close frame by then is gone; waiting longer only delays shutdown.
const CLOSE_GRACE_MS = 1000;
// Close codes (RFC 6455, in the contract): 1001 going away (server stopping), 1008 policy violation.
const { goingAway: GOING_AWAY, policyViolation: POLICY_VIOLATION } = REALTIME_CLOSE_CODES;
// Short next to the 100 ms a client may wait, long enough to merge a burst of commits into one send per socket.
const DEFAULT_COALESCE_MS = 5;

const frameOf = (message: RealtimeMessage) => Buffer.from(JSON.stringify(message));

/**
 * This instance's websockets and its one LISTEN on the change channel. Notices arriving close together
 * are merged; each merged notice is cut once per audience (admins, members, one member's own topic),
 * serialized once, and the same bytes go to every socket of that audience.
 */
export class RealtimeHub {
  private readonly sockets = new SocketRegistry<HubSocket>();
  /** The public schedule's anonymous sockets: a separate audience that hears one topic with no facts. */
  readonly publicSockets = new PublicSockets();
  private readonly heartbeatMs: number;
  private readonly maxSocketsPerUser: number;
  private readonly maxClientMessagesPerBeat: number;
  private readonly coalesceMs: number;
  private pending: ChangeNotice[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  /** Since when the parts of a notice split over several payloads are waited for (flushWhole). */
  private heldSince: number | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;
  private readonly sessionCheckMs: number;
  private readonly announce: ((control: SessionControl) => Promise<void>) | undefined;
  private readonly onControl: ((control: SessionControl) => void) | undefined;
  private unlistenSessions: (() => Promise<void>) | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Pick<DatabaseHandle, 'listen'>, options: RealtimeHubOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.maxSocketsPerUser = options.maxSocketsPerUser ?? 20;
    this.maxClientMessagesPerBeat = options.maxClientMessagesPerBeat ?? 10;
    this.coalesceMs = options.coalesceMs ?? DEFAULT_COALESCE_MS;
    this.sessionCheckMs = options.sessionCheckMs ?? 60_000;
    this.announce = options.announce;
    this.onControl = options.onControl;
  }

  /** Listens on the change channel: each payload is a sequencer batch (a JSON array of notices). */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (payload) => this.receive(parseChangeNotices(payload)), () => this.resync());
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.heartbeatMs);
    this.heartbeat.unref();
    // A control notice lost while the LISTEN connection was down is made good by the periodic re-check.
    this.unlistenSessions = await this.database.listen(SESSION_CONTROL_CHANNEL, (payload) => this.applyControl(parseSessionControl(payload)));
    this.sessionCheck = setInterval(() => void this.recheckSessions(), this.sessionCheckMs);
    this.sessionCheck.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    await this.unlisten?.();
    await this.unlistenSessions?.();
    this.unlisten = undefined;
    this.unlistenSessions = undefined;
    await this.closeAll();
  }

  /**
   * Says goodbye (1001: clients reconnect, maybe to another instance), then cuts whoever does not answer:
   * the HTTP server's close waits for every upgraded socket, so one dead client would hold a shutdown.
   */
  async closeAll(graceMs = CLOSE_GRACE_MS): Promise<void> {
    clearTimeout(this.flushTimer);
    this.pending = [];
    const sockets = [...this.sockets.all()].map((c) => c.socket).concat(this.publicSockets.all());
    const closed = sockets.map((socket) => new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.close(GOING_AWAY, 'server stopping');
    }));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
    for (const socket of sockets) socket.terminate();
    this.sockets.clear();
    this.publicSockets.clear();
  }

  /** Closes every socket of one user (e.g. at a role change or account deletion); returns how many. */
  closeUser(userId: string, code: number = SESSION_ENDED_CLOSE_CODE, reason = SESSION_ENDED_REASON): number {
    const sockets = this.sockets.socketsOf(userId);
    for (const socket of sockets) this.drop(socket, code, reason);
    return sockets.length;
  }

  /** Closes the sockets opened with this session (sign-out ends one session, not the user's others). */
  closeSession(sessionId: string): number {
    const sockets = [...this.sockets.all()].filter((c) => c.session?.id === sessionId).map((c) => c.socket);
    for (const socket of sockets) this.drop(socket, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
    return sockets.length;
  }

  /** A session ended (sign-out): its sockets close here at once and, through NOTIFY, on every other instance. */
  async sessionEnded(sessionId: string): Promise<void> {
    this.closeSession(sessionId);
    await this.announce?.({ sessionEnded: sessionId });
  }

  /** A user's role changed or their account is gone: their sockets everywhere close and reconnect as they are now. */
  async userChanged(userId: string): Promise<void> {
    this.closeUser(userId);
    await this.announce?.({ userChanged: userId });
  }

  /**
   * Asks the auth provider again about every socket's session and closes those that ended (expired, idle,
   * revoked) or now stand for someone else or another role. A lookup that fails (database out of reach)
   * keeps the socket: a fault is not a sign-out, and the next beat asks again. Public so tests can beat.
   */
  async recheckSessions(): Promise<number> {
    const checked = [...this.sockets.all()].filter((c) => c.session);
    const verdicts = await Promise.all(checked.map(async ({ socket, viewer, session }) => {
      try {
        const now = await session!.recheck();
        return { socket, ended: !now || now.userId !== viewer.userId || now.role !== viewer.role };
      } catch {
        return { socket, ended: false };
      }
    }));
    let closed = 0;
    for (const { socket, ended } of verdicts) {
      if (ended && this.sockets.get(socket)) {
        this.drop(socket, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_REASON);
        closed += 1;
      }
    }
    return closed;
  }

  /** Starts sending notices to this socket; refuses (closes it) when its user has too many open. */
  attach(socket: HubSocket, viewer: Viewer, session?: SocketSession): boolean {
    if (this.sockets.countOf(viewer.userId) >= this.maxSocketsPerUser) {
      socket.close(POLICY_VIOLATION, 'too many connections');
      return false;
    }
    const connection = this.sockets.add(socket, viewer, session);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', () => {
      connection.messagesThisBeat += 1;
      if (connection.messagesThisBeat > this.maxClientMessagesPerBeat) this.drop(socket, POLICY_VIOLATION, 'clients send nothing');
    });
    socket.on('close', () => this.sockets.remove(socket));
    return true;
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Sends a notice now, bypassing the coalescing window; returns how many sockets got a message. */
  deliver(notice: ChangeNotice): number {
    const sentPublic = this.publicSockets.deliver(notice);
    if (this.sockets.size === 0) return sentPublic; // nobody signed in listens on this instance: nothing to build
    const { admins, coaches, members } = audienceMessages(notice);
    const sent = admins && this.sockets.admins.size > 0 ? this.broadcast(this.sockets.admins, frameOf(admins)) : 0;
    return sentPublic + sent + this.deliverCut(coaches, this.sockets.coaches) + this.deliverCut(members, this.sockets.members);
  }

  /** One role's cut to that role's sockets: a user whose own topic is in the notice gets it with the shared part. */
  private deliverCut({ shared, ownTopic }: RoleCut, sockets: ReadonlySet<HubSocket>): number {
    let sent = 0;
    for (const [userId, message] of ownTopic) {
      const own = this.sockets.socketsOf(userId).filter((s) => sockets.has(s));
      if (own.length > 0) sent += this.broadcast(own, frameOf(message));
    }
    if (!shared || sockets.size === 0) return sent;
    const frame = frameOf(shared);
    for (const socket of sockets) {
      if (!ownTopic.has(this.sockets.get(socket)!.viewer.userId) && this.sendFrame(socket, frame)) sent += 1;
    }
    return sent;
  }

  /** Sends whatever is waiting in the coalescing window now. */
  flush(): void {
    this.heldSince = undefined;
    this.sendPending(this.pending.length);
  }

  /** Sends the first `count` pending notices as one. */
  private sendPending(count: number): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const merged = mergeNotices(this.pending.slice(0, count));
    this.pending = this.pending.slice(count);
    if (merged) this.deliver(merged);
  }

  /** Tells every socket that notices may have been lost, so each client refetches what it shows. */
  resync(): void {
    this.flush();
    const frame = frameOf({ type: 'resync' });
    this.broadcast([...this.sockets.all()].map((c) => c.socket), frame);
    this.publicSockets.resync();
  }

  /** One heartbeat: drops sockets that missed the last ping, pings the rest. Public so tests can beat. */
  checkHeartbeats(): void {
    this.publicSockets.checkHeartbeats();
    for (const connection of this.sockets.all()) {
      if (!connection.alive) {
        this.sockets.remove(connection.socket);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.messagesThisBeat = 0;
      if (connection.socket.readyState === OPEN) connection.socket.ping();
    }
  }

  private applyControl(control: SessionControl | undefined): void {
    if (control) this.onControl?.(control);
    if (control && 'sessionEnded' in control) this.closeSession(control.sessionEnded);
    else if (control) this.closeUser(control.userChanged);
  }

  private receive(notices: ChangeNotice[]): void {
    if (notices.length === 0) return;
    this.pending.push(...notices);
    this.flushTimer ??= setTimeout(() => this.flushWhole(), this.coalesceMs);
  }

  /**
   * The coalescing window's end: sends what is pending except the parts of a notice still on its way (`continued`,
   * projections/changefeed: a batch whose facts took several payloads), so each audience gets that notice as one
   * message. Its parts were sent in one transaction and arrive together, so the wait is a window or two; a part
   * that never comes (the listener's connection lost meanwhile: resync follows) is not waited for past MAX_HOLD_MS.
   */
  private flushWhole(): void {
    const complete = this.pending.findLastIndex((n) => !n.continued) + 1;
    const heldFor = this.heldSince === undefined ? 0 : performance.now() - this.heldSince;
    if (complete === this.pending.length || heldFor >= MAX_HOLD_MS) return this.flush();
    this.heldSince ??= performance.now();
    this.sendPending(complete);
    this.flushTimer = setTimeout(() => this.flushWhole(), this.coalesceMs);
  }

  private broadcast(sockets: Iterable<HubSocket>, frame: Buffer): number {
    let sent = 0;
    for (const socket of sockets) if (this.sendFrame(socket, frame)) sent += 1;
    return sent;
  }

  private sendFrame(socket: HubSocket, frame: Buffer): boolean {
    if (socket.readyState !== OPEN) return false;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.sockets.remove(socket);
      socket.terminate();
      return false;
    }
    socket.send(frame, { binary: false });
    return true;
  }

  private drop(socket: HubSocket, code: number, reason: string): void {
    this.sockets.remove(socket);
    socket.close(code, reason);
  }
}
