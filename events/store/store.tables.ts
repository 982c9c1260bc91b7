import type { ColumnType, Generated } from 'kysely';

export interface EsStreamsTable {
  stream_id: string;
  stream_type: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EsEventsTable {
  global_position: number;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: Generated<number>;
  data: ColumnType<unknown, string, string>;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  tx_id: Generated<string>;
  recorded_at: Generated<Date>;
}

export interface CommandLogTable {
  idempotency_key: string;
  command_type: string;
  request_hash: string;
  outcome: ColumnType<unknown, string | null, string | null>;
  last_position: number | null;
  created_at: Generated<Date>;
}

export interface ProjectionCheckpointsTable {
  name: string;
  position: Generated<string>;
  status: Generated<string>;
  error: ColumnType<unknown, string | null, string | null>;
  updated_at: Generated<Date>;
}

export interface EventStoreTables {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  command_log: CommandLogTable;
  projection_checkpoints: ProjectionCheckpointsTable;
}
