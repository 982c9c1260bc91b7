import pg from 'pg';
import { isConnectionLost } from './connection-errors';
import type { DatabaseLog, Notify } from './database';

/** Name of the LISTEN session in pg_stat_activity, so operators (and tests) can tell it apart. */
export const LISTENER_APPLICATION_NAME = 'pulso-listen';

interface Subscription {
  onNotify: Notify;
  onResubscribed?: () => void;
}

// Reconnect quickly after a blip, then back off so a database that is down is not hammered.
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** One LISTEN connection per process, shared by every channel, re-established after a drop. */
export class PostgresListeners {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private retryMs = FIRST_RETRY_MS;
  private closed = false;
  private retryScheduled = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: DatabaseLog,
  ) {}

  /**
   * Never fails for a database that is down: the subscription is kept and LISTENs as soon as a connection is
   * back (then `onResubscribed` runs), so a process started during an outage still hears once it ends.
   */
  async add(channel: string, subscription: Subscription): Promise<() => Promise<void>> {
    const first = !this.subscriptions.has(channel);
    const set = this.subscriptions.get(channel) ?? new Set();
    set.add(subscription);
    this.subscriptions.set(channel, set);
    const unsubscribe = async () => {
      set.delete(subscription);
    };
    try {
      const client = await this.connection();
      if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      this.log('LISTEN connection unavailable; retrying in the background', error);
      this.reconnectLater();
    }
    return unsubscribe;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    // keepAlive: a peer that vanished without closing (network cut) is otherwise never noticed.
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (msg) => {
      for (const s of this.subscriptions.get(msg.channel) ?? []) {
        try {
          s.onNotify(msg.payload ?? '');
        } catch (error) {
          this.log(`a subscriber of ${msg.channel} threw`, error); // one bad subscriber must not deafen the rest
        }
      }
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      for (const channel of this.subscriptions.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (!this.closed) this.log('LISTEN connection lost; reconnecting');
    this.reconnectLater();
  }

  /** Keeps trying until the database answers again, then tells subscribers to catch up. One timer at a time. */
  private reconnectLater(): void {
    if (this.closed || this.retryScheduled) return;
    this.retryScheduled = true;
    const retry = async () => {
      this.retryScheduled = false;
      if (this.closed) return;
      try {
        await this.connection();
      } catch {
        this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
        return this.reconnectLater();
      }
      this.retryMs = FIRST_RETRY_MS;
      this.log('LISTEN connection back');
      for (const set of this.subscriptions.values()) {
        for (const s of set) {
          try {
            s.onResubscribed?.();
          } catch (error) {
            this.log('a subscriber failed to resync', error);
          }
        }
      }
    };
    setTimeout(() => void retry(), this.retryMs).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
