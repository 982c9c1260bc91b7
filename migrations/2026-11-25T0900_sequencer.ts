import { sql, type Kysely } from 'kysely';

/**
 * Commits side by side (README "Event store and projections"): commands insert their events with no global
 * position and commit under their own stream locks only; a sequencer (events/store/sequencer.ts) later gives
 * the committed ones their positions, a whole batch at a time, in one short transaction.
 *
 * - `seq`: insert order, the primary key. Existing rows keep their positions and get seq = position.
 * - `global_position`: NULL until sequenced, unique once set; readers keep `global_position > after`.
 * - `es_sequencer_head`: one row, the last position given out. Its row lock is what makes sequencers take
 *   turns, and the next position comes from it (a plain value, so pg_dump/pg_restore carry it).
 * - `es_append`: same argument, no global lock, no NOTIFY (the sequencer notifies once per batch).
 *
 * No `down`: going back means the append lock again; roll forward instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE es_events ADD COLUMN seq bigint`.execute(db);
  await sql`UPDATE es_events SET seq = global_position`.execute(db);
  await sql`CREATE SEQUENCE es_events_seq AS bigint OWNED BY es_events.seq`.execute(db);
  await sql`SELECT setval('es_events_seq', coalesce((SELECT max(seq) FROM es_events), 0) + 1, false)`.execute(db);
  await sql`
    ALTER TABLE es_events
      ALTER COLUMN seq SET DEFAULT nextval('es_events_seq'),
      ALTER COLUMN seq SET NOT NULL,
      DROP CONSTRAINT es_events_pkey,
      ALTER COLUMN global_position DROP NOT NULL,
      ADD CONSTRAINT es_events_pkey PRIMARY KEY (seq),
      ADD CONSTRAINT es_events_global_position_key UNIQUE (global_position)`.execute(db);
  // What the sequencer scans: small, since rows leave it within milliseconds of their commit.
  await sql`CREATE INDEX es_events_unsequenced ON es_events (seq) WHERE global_position IS NULL`.execute(db);

  await sql`
    CREATE TABLE es_sequencer_head (
      id       boolean PRIMARY KEY DEFAULT true CHECK (id),
      position bigint NOT NULL CHECK (position >= 0)
    )`.execute(db);
  // Past every position ever handed out, including those of rolled-back appends (never reused).
  await sql`
    INSERT INTO es_sequencer_head (position)
    SELECT greatest(coalesce((SELECT max(global_position) FROM es_events), 0),
                    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM es_global_position))`.execute(db);

  // A command cannot know its position at COMMIT any more: its stored answer is all a replay needs.
  await sql`ALTER TABLE command_log DROP COLUMN last_position`.execute(db);

  await sql`DROP FUNCTION es_append(jsonb)`.execute(db);
  await sql`DROP SEQUENCE es_global_position`.execute(db);

  // Appends to one or more streams atomically: streams locked in stream-id order (no deadlocks), expected
  // versions mandatory, a concurrent creator of the same stream hits the primary key (23505). Returns how
  // many events it inserted; their global positions come from the sequencer after COMMIT.
  await sql`
    CREATE FUNCTION es_append(p_appends jsonb) RETURNS integer
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
        SELECT s.version INTO v_cur FROM es_streams s WHERE s.stream_id = a->>'streamId' FOR UPDATE;
        IF NOT FOUND THEN
          IF v_expected <> 0 THEN
            RAISE EXCEPTION 'stream % does not exist (expected version %)', a->>'streamId', v_expected
              USING ERRCODE = 'P0409';
          END IF;
          INSERT INTO es_streams (stream_id, stream_type) VALUES (a->>'streamId', a->>'streamType');
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
        v_expected := (a->>'expectedVersion')::bigint;
        INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
        SELECT a->>'streamId', v_expected + ev.ord, (ev.v->>'eventId')::uuid, ev.v->>'type',
               coalesce((ev.v->>'schemaVersion')::smallint, 1), ev.v->'data', coalesce(ev.v->'metadata', '{}'::jsonb),
               -- The command's projections ran before this append with this timestamp: store the same.
               coalesce((ev.v->>'recordedAt')::timestamptz, clock_timestamp())
        FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS ev(v, ord);
        UPDATE es_streams SET version = v_expected + jsonb_array_length(a->'events'), updated_at = now()
        WHERE stream_id = a->>'streamId';
      END LOOP;
      RETURN v_total;
    END $$`.execute(db);
}
