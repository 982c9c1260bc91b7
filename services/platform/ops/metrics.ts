import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readLogLag, type SqlRunner } from './readiness';

let processRegistry: Registry | undefined;

/**
 * Node's own figures (CPU, memory, event loop delay, GC), collected once per process: their collectors are
 * never stopped, so a process that builds many apps (the test suite) must not start one set per app.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface RequestSample {
  method: string;
  /** The route's template (`/api/turnos/:id`), or `unmatched`: raw URLs would make one series per id. */
  route: string;
  status: number;
  seconds: number;
  /** The problem `code` of a refused command, `OK` when it succeeded; undefined for reads. */
  outcome?: string;
}

export interface AppMetrics {
  observe(sample: RequestSample): void;
  /** The Prometheus text exposition, with the database-derived gauges read just now. */
  render(): Promise<string>;
  contentType: string;
}

/** One app's metrics; the registry is per app so two apps in one process never mix their counts. */
export function createMetrics(deps: { sql: SqlRunner; websocketClients: () => number; timeoutMs: number }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'pulso_http_request_duration_seconds',
    help: 'HTTP requests by route and status, with their latency (the _count series is the request count).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const commands = new Counter({
    name: 'pulso_command_outcomes_total',
    help: 'State-changing requests by route and outcome: OK, or the problem code they were refused with.',
    labelNames: ['method', 'route', 'code'] as const,
    registers,
  });
  const lag = new Gauge({
    name: 'pulso_processor_lag_events',
    help: 'Events in the log after each async processor\'s checkpoint (reactors, async projections).',
    labelNames: ['processor'] as const,
    registers,
  });
  const failed = new Gauge({
    name: 'pulso_processor_failed',
    help: '1 when an async processor stopped on an error and waits for a fix, else 0.',
    labelNames: ['processor'] as const,
    registers,
  });
  const unsequenced = new Gauge({ name: 'pulso_sequencer_backlog_events', help: 'Committed events still waiting for the sequencer to give them a position.', registers });
  const head = new Gauge({ name: 'pulso_event_log_head_position', help: 'Global position of the last event in the log.', registers });
  const database = new Gauge({ name: 'pulso_database_up', help: '1 when the database answered the last scrape in time, else 0.', registers });
  const sockets = new Gauge({ name: 'pulso_websocket_clients', help: 'Websocket clients connected to this instance.', registers });

  async function readDatabaseGauges(): Promise<void> {
    lag.reset();
    failed.reset();
    try {
      const now = await readLogLag(deps.sql, deps.timeoutMs);
      head.set(now.head);
      unsequenced.set(now.unsequenced);
      for (const p of now.processors) {
        lag.set({ processor: p.name }, p.lag);
        failed.set({ processor: p.name }, p.status === 'failed' ? 1 : 0);
      }
      database.set(1);
    } catch {
      database.set(0); // the scrape itself still answers: a dead database is what it should show
    }
  }

  return {
    observe({ method, route, status, seconds, outcome }) {
      requests.observe({ method, route, status: String(status) }, seconds);
      if (outcome) commands.inc({ method, route, code: outcome });
    },
    async render() {
      sockets.set(deps.websocketClients());
      await readDatabaseGauges();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
