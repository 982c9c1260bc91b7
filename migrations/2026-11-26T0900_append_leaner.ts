import { sql, type Kysely } from 'kysely';

/**
 * Cheaper appends (bench:store; same argument and result, so callers do not change):
 * - es_events.stream_id no longer references es_streams. es_append writes (or moves) the stream row in the same
 *   statement as its events, so the reference could never fail, yet PostgreSQL checked it with a query of its
 *   own for every event (a key-share lock on the stream row it already holds): a third of an append's cost.
 * - All the call's events go in with one INSERT instead of one per stream.
 * Streams are still locked in stream-id order (no deadlocks), every expected version is checked before any event
 * is written, and an error leaves nothing. Naming a stream twice in one call is refused by prepareAppend
 * (events/store/append.ts), the only caller.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE es_events DROP CONSTRAINT IF EXISTS es_events_stream_id_fkey`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION es_append(p_appends jsonb) RETURNS integer
    LANGUAGE plpgsql AS $$
    DECLARE
      a jsonb; v_cur bigint; v_expected bigint; v_n int; v_total int := 0;
    BEGIN
      FOR a IN SELECT value FROM jsonb_array_elements(p_appends) ORDER BY value->>'streamId' LOOP
        v_n := jsonb_array_length(a->'events');
        IF v_n = 0 THEN
          RAISE EXCEPTION 'empty append to %', a->>'streamId' USING ERRCODE = '22023';
        END IF;
        v_expected := (a->>'expectedVersion')::bigint;
        -- Locks the row (waiting for a concurrent writer, then reading its committed version) and moves it.
        UPDATE es_streams s SET version = s.version + v_n, updated_at = now()
        WHERE s.stream_id = a->>'streamId'
        RETURNING s.version - v_n INTO v_cur;
        IF NOT FOUND THEN
          IF v_expected <> 0 THEN
            RAISE EXCEPTION 'stream % does not exist (expected version %)', a->>'streamId', v_expected
              USING ERRCODE = 'P0409';
          END IF;
          -- A concurrent creator of the same stream makes this wait, then fail on the primary key (23505).
          INSERT INTO es_streams (stream_id, stream_type, version) VALUES (a->>'streamId', a->>'streamType', v_n);
          v_cur := 0;
        END IF;
        IF v_cur <> v_expected THEN
          RAISE EXCEPTION 'wrong expected version for % (expected %, actual %)', a->>'streamId', v_expected, v_cur
            USING ERRCODE = 'P0409';
        END IF;
        v_total := v_total + v_n;
      END LOOP;
      IF v_total = 0 THEN
        RAISE EXCEPTION 'empty append' USING ERRCODE = '22023';
      END IF;

      -- In the caller's order (consumers see a command's events as it decided them). Every stream row stays
      -- locked to COMMIT, so version N+1 is inserted only after version N committed: it gets a later seq and
      -- is sequenced in the same batch as N or a later one, never before it.
      INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
      SELECT s.v->>'streamId', (s.v->>'expectedVersion')::bigint + ev.ord, (ev.v->>'eventId')::uuid, ev.v->>'type',
             coalesce((ev.v->>'schemaVersion')::smallint, 1), ev.v->'data', coalesce(ev.v->'metadata', '{}'::jsonb),
             -- The command's projections ran before this append with this timestamp: store the same.
             coalesce((ev.v->>'recordedAt')::timestamptz, clock_timestamp())
      FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS s(v, sord),
           jsonb_array_elements(s.v->'events') WITH ORDINALITY AS ev(v, ord)
      ORDER BY s.sord, ev.ord;
      RETURN v_total;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE es_events ADD CONSTRAINT es_events_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES es_streams(stream_id)`.execute(db);
}
