import { sql, type Kysely } from 'kysely';

/**
 * es_append, cheaper (same argument and result, so callers do not change): each stream row is locked, checked
 * and moved to its new version by one UPDATE, and a new stream is inserted at its final version, instead of a
 * SELECT … FOR UPDATE followed by an UPDATE. Streams are still taken in stream-id order (no deadlocks), every
 * expected version is checked before any event is written, and an error leaves nothing (the statement fails).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION es_append(p_appends jsonb) RETURNS integer
    LANGUAGE plpgsql AS $$
    DECLARE
      a jsonb; v_cur bigint; v_expected bigint; v_n int; v_total int := 0;
    BEGIN
      -- Nothing to append is a caller bug, and so is a stream named twice (it would surface as a
      -- unique violation that looks like a version conflict and be retried for nothing).
      IF jsonb_array_length(p_appends) = 0 THEN
        RAISE EXCEPTION 'empty append' USING ERRCODE = '22023';
      END IF;
      IF (SELECT count(DISTINCT value->>'streamId') FROM jsonb_array_elements(p_appends)) < jsonb_array_length(p_appends) THEN
        RAISE EXCEPTION 'two appends to the same stream in one call' USING ERRCODE = '22023';
      END IF;
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

      -- In the caller's order (consumers see a command's events as it decided them). Every stream row stays
      -- locked to COMMIT, so version N+1 is inserted only after version N committed: it gets a later seq and
      -- is sequenced in the same batch as N or a later one, never before it.
      FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
        INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
        SELECT a->>'streamId', (a->>'expectedVersion')::bigint + ev.ord, (ev.v->>'eventId')::uuid, ev.v->>'type',
               coalesce((ev.v->>'schemaVersion')::smallint, 1), ev.v->'data', coalesce(ev.v->'metadata', '{}'::jsonb),
               -- The command's projections ran before this append with this timestamp: store the same.
               coalesce((ev.v->>'recordedAt')::timestamptz, clock_timestamp())
        FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS ev(v, ord);
      END LOOP;
      RETURN v_total;
    END $$`.execute(db);
}
