import type { RecordedEvent } from '../framework/event';
import { upcast } from '../catalog/registry';

export interface EventRow {
  /** Null until sequenced. */
  global_position: number | null;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

export function toRecorded(row: EventRow): RecordedEvent {
  const current = upcast(row.event_type, row.schema_version, row.data);
  return {
    globalPosition: Number(row.global_position ?? 0),
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: current.schemaVersion,
    data: current.data as Record<string, unknown>,
    metadata: row.metadata ?? {},
    recordedAt: new Date(row.recorded_at),
  };
}
