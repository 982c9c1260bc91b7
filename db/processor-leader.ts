import type pg from 'pg';
import type { DatabaseHandle } from './database';

/**
 * Leadership of one processor across instances: a session-level advisory lock held by a connection of
 * its own. If the process dies or the connection drops, PostgreSQL releases the lock, so there is no lease
 * to expire. PGlite has a single session: its process is the only leader.
 */
export class ProcessorLeader {
  private client: pg.Client | undefined;
  private held = false;
  private deposedUntil = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly name: string,
    /** After losing the lock, stand aside this long so a healthy instance takes over first. */
    private readonly standAsideMs: number,
  ) {}

  get leading(): boolean {
    return this.held;
  }

  /** Takes the lock if free; true when this instance leads now. */
  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    if (this.database.kind === 'pglite') return (this.held = true);
    if (Date.now() < this.deposedUntil) return false;
    const client = await this.connection();
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [`proj:${this.name}`]);
    this.held = rows[0]!.ok && this.client === client;
    return this.held;
  }

  /** Asks the lock connection whether it is still there; a dead one means leadership is gone. */
  async heartbeat(): Promise<boolean> {
    const client = this.client;
    if (!this.held || !client) return this.held;
    // The client, not this.client: its 'error' may already have cleared this.client by the time we get here.
    await client.query('SELECT 1').catch(() => this.lost(client));
    return this.held;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.held = false;
    this.client = undefined;
    if (!client) return;
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`proj:${this.name}`]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = await this.database.dedicatedClient();
    if (!client) throw new Error('a PostgreSQL database must hand out dedicated clients');
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.query("SELECT set_config('application_name', 'pulso projector lock', false)").catch(() => undefined);
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.held) this.deposedUntil = Date.now() + this.standAsideMs;
    this.held = false;
    void client.end().catch(() => undefined);
  }
}
