import type { ColumnType, Generated } from 'kysely';

export interface EsStreamsTable {
  stream_id: string;
  stream_type: string;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EsEventsTable {
  /** Insert order. */
  seq: Generated<number>;
  /** Null until the sequencer gives the committed event its place in the log. */
  global_position: number | null;
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
  created_at: Generated<Date>;
}

export interface ProjectionCheckpointsTable {
  name: string;
  position: Generated<string>;
  status: Generated<string>;
  error: ColumnType<unknown, string | null, string | null>;
  updated_at: Generated<Date>;
}

/** A projector version whose read tables hold the fold of the whole log (projections/rebuild/versions.ts). */
export interface ProjectionVersionsTable {
  name: string;
  built_at: Generated<Date>;
}

/** One row: the last global position given out. */
export interface EsSequencerHeadTable {
  id: Generated<boolean>;
  position: number;
}

export interface EventStoreTables {
  es_sequencer_head: EsSequencerHeadTable;
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  command_log: CommandLogTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_versions: ProjectionVersionsTable;
}
