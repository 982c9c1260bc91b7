import { Type, type Static } from 'typebox';

/**
 * The change feed: everything the server sends on /api/ws (JSON text frames; clients send nothing). The server
 * (services/platform/realtime) builds exactly these; the web client (web/src/lib/realtime.ts) has one handler per
 * message type, and a test there fails when a type in this union has none.
 *
 * Topic names, close codes and the facts a topic carries are in ./realtime-topics.ts (plain TypeScript the web app
 * imports at runtime without TypeBox), re-exported here.
 */
export * from './realtime-topics';

/** One occurrence's places left: the facts the `agenda` topic carries (see TopicFacts). */
export const PlacesLeftSchema = Type.Object({
  horario_id: Type.Integer(),
  fecha: Type.String({ format: 'date' }),
  cupo_disponible: Type.Integer({ minimum: 0 }),
});

/**
 * Data behind these topics changed: refetch what they cover. `position` grows with commit order, so a message at
 * or below one already applied is stale. One message may cover several commits (notices arriving within a few ms
 * are merged): it then carries the newest position, and `data` lists are joined oldest first. The topic `'*'`
 * (ALL_TOPICS) means anything may have changed: refetch everything.
 * `data`, when present, holds small facts keyed by topic (only topics this viewer may see), e.g.
 * `data.agenda = [{ horario_id, fecha, cupo_disponible }]` after a booking or a cancellation.
 */
export const ChangedMessageSchema = Type.Object({
  type: Type.Literal('changed'),
  topics: Type.Array(Type.String()),
  position: Type.Number(),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Notices may have been lost (the server's LISTEN connection dropped): refetch everything. */
export const ResyncMessageSchema = Type.Object({
  type: Type.Literal('resync'),
});

/** Every message the server sends on the change feed, told apart by `type`. */
export const RealtimeMessageSchema = Type.Union([ChangedMessageSchema, ResyncMessageSchema]);

export type ChangedMessage = Static<typeof ChangedMessageSchema>;
export type ResyncMessage = Static<typeof ResyncMessageSchema>;
export type RealtimeMessage = Static<typeof RealtimeMessageSchema>;
export type RealtimeMessageType = RealtimeMessage['type'];

/** The `type` of every member of the union, read off the schema (tests check each is handled). */
export const REALTIME_MESSAGE_TYPES: readonly RealtimeMessageType[] = RealtimeMessageSchema.anyOf.map(
  (member) => member.properties.type.const,
);
