/** A domain event as deciders produce it: the stored `type` string equals the TypeScript type name. */
export interface DomainEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
}

export interface EventMetadata {
  actorId?: string;
  correlationId?: string;
  causationId?: string;
  idempotencyKey?: string;
  /** The command's clock reading, ISO 8601. Deciders never read the clock themselves. */
  now?: string;
  [key: string]: unknown;
}

/** An event as it sits in the log. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  globalPosition: number;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: E['type'];
  schemaVersion: number;
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}
