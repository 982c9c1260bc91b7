import type { Viewer } from './realtime.messages';
import type { SocketSession } from './session-control';

export interface Connection<S> {
  socket: S;
  viewer: Viewer;
  /** The session the socket was opened with, when the auth provider can re-check it. */
  session?: SocketSession;
  alive: boolean;
  messagesThisBeat: number;
}

/**
 * This instance's open sockets, indexed by who may read what: every admin, coach and member socket,
 * and each user's sockets. A notice for one member's topic then touches only that member's sockets, and
 * a user's socket count (the per-user cap) or a sign-out (close one user's sockets) costs no scan.
 */
export class SocketRegistry<S> {
  private readonly connections = new Map<S, Connection<S>>();
  readonly admins = new Set<S>();
  /** Staff below admin: they see `plan:<id>` topics members do not (projections/changefeed/topics.ts). */
  readonly coaches = new Set<S>();
  readonly members = new Set<S>();
  private readonly byUser = new Map<string, Set<S>>();

  add(socket: S, viewer: Viewer, session?: SocketSession): Connection<S> {
    const connection: Connection<S> = { socket, viewer, session, alive: true, messagesThisBeat: 0 };
    this.connections.set(socket, connection);
    this.audienceOf(viewer).add(socket);
    const own = this.byUser.get(viewer.userId) ?? new Set<S>();
    own.add(socket);
    this.byUser.set(viewer.userId, own);
    return connection;
  }

  /** Forgets a socket; true when it was still here (so callers close it once). */
  remove(socket: S): boolean {
    const connection = this.connections.get(socket);
    if (!connection) return false;
    this.connections.delete(socket);
    this.audienceOf(connection.viewer).delete(socket);
    const own = this.byUser.get(connection.viewer.userId);
    own?.delete(socket);
    if (own?.size === 0) this.byUser.delete(connection.viewer.userId);
    return true;
  }

  /** The set of sockets that see what this viewer sees (by role). */
  audienceOf(viewer: Viewer): Set<S> {
    return viewer.role === 'admin' ? this.admins : viewer.role === 'coach' ? this.coaches : this.members;
  }

  get(socket: S): Connection<S> | undefined {
    return this.connections.get(socket);
  }

  /** Every socket of this user, admin or member (a snapshot: callers may remove while going through it). */
  socketsOf(userId: string): S[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  all(): IterableIterator<Connection<S>> {
    return this.connections.values();
  }

  get size(): number {
    return this.connections.size;
  }

  clear(): void {
    this.connections.clear();
    this.admins.clear();
    this.coaches.clear();
    this.members.clear();
    this.byUser.clear();
  }
}
