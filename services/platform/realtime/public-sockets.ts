import { ALL_TOPICS, PUBLIC_SCHEDULE_TOPIC, REALTIME_CLOSE_CODES } from '../../../contract/realtime-topics';
import type { ChangeNotice } from '../../../projections/changefeed/changefeed';
import type { HubSocket } from './realtime-hub';

const OPEN = 1;
// Anonymous sockets are cheap to open: a cap in all and per address keeps one visitor from holding the instance.
const DEFAULT_MAX_SOCKETS = 2000;
const DEFAULT_MAX_PER_ADDRESS = 10;
const MAX_BUFFERED_BYTES = 16 * 1024;
const MAX_CLIENT_MESSAGES_PER_BEAT = 10;
// The agenda's topic is the one that moves places left (bookings, cancellations, trials, schedule changes).
const PLACES_TOPICS = new Set(['agenda', ALL_TOPICS]);

type PublicConnection = { address: string; alive: boolean; messagesThisBeat: number };

/**
 * The public schedule's anonymous sockets. They have no identity, so they are kept apart from the signed-in ones
 * and hear one thing only: `public:schedule` changed (no facts, so no one's data), when a notice touched places.
 */
export class PublicSockets {
  private readonly sockets = new Map<HubSocket, PublicConnection>();

  constructor(private readonly maxSockets = DEFAULT_MAX_SOCKETS, private readonly maxPerAddress = DEFAULT_MAX_PER_ADDRESS) {}

  get size(): number {
    return this.sockets.size;
  }

  all(): HubSocket[] {
    return [...this.sockets.keys()];
  }

  /** Starts telling this socket of schedule changes; refuses (closes it) past the caps. */
  attach(socket: HubSocket, address: string): boolean {
    const fromAddress = [...this.sockets.values()].filter((c) => c.address === address).length;
    if (this.sockets.size >= this.maxSockets || fromAddress >= this.maxPerAddress) {
      socket.close(REALTIME_CLOSE_CODES.policyViolation, 'too many connections');
      return false;
    }
    const connection: PublicConnection = { address, alive: true, messagesThisBeat: 0 };
    this.sockets.set(socket, connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('message', () => {
      connection.messagesThisBeat += 1;
      if (connection.messagesThisBeat > MAX_CLIENT_MESSAGES_PER_BEAT) this.drop(socket);
    });
    socket.on('close', () => this.sockets.delete(socket));
    return true;
  }

  /** The notice cut to the public audience: the one topic and the position, or nothing when places did not move. */
  deliver(notice: ChangeNotice): number {
    if (this.sockets.size === 0 || !notice.topics.some((topic) => PLACES_TOPICS.has(topic))) return 0;
    return this.broadcast({ type: 'changed', topics: [PUBLIC_SCHEDULE_TOPIC], position: notice.position });
  }

  resync(): number {
    return this.broadcast({ type: 'resync' });
  }

  /** Drops the sockets that missed the last ping and pings the rest, as the hub does with its own. */
  checkHeartbeats(): void {
    for (const [socket, connection] of this.sockets) {
      if (!connection.alive) {
        this.sockets.delete(socket);
        socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.messagesThisBeat = 0;
      if (socket.readyState === OPEN) socket.ping();
    }
  }

  clear(): void {
    this.sockets.clear();
  }

  private broadcast(message: object): number {
    const frame = Buffer.from(JSON.stringify(message));
    let sent = 0;
    for (const socket of this.sockets.keys()) {
      if (socket.readyState !== OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.sockets.delete(socket);
        socket.terminate();
        continue;
      }
      socket.send(frame, { binary: false });
      sent += 1;
    }
    return sent;
  }

  private drop(socket: HubSocket): void {
    this.sockets.delete(socket);
    socket.close(REALTIME_CLOSE_CODES.policyViolation, 'clients send nothing');
  }
}
