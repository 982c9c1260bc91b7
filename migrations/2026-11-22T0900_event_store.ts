import { sql, type Kysely } from 'kysely';

// The event log, per ../shared/EVENT-STORE.md §7.2–7.3. Frozen: later changes go in new migrations.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE es_streams (
      stream_id   text PRIMARY KEY,
      stream_type text NOT NULL,
      version     bigint NOT NULL DEFAULT 0 CHECK (version >= 0),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    ) WITH (fillfactor = 80)`.execute(db);

  // nextval() is only ever called while holding the append lock, so positions follow commit order.
  await sql`CREATE SEQUENCE es_global_position AS bigint`.execute(db);

  await sql`
    CREATE TABLE es_events (
      global_position bigint PRIMARY KEY,
      stream_id       text NOT NULL REFERENCES es_streams(stream_id),
      stream_position bigint NOT NULL CHECK (stream_position > 0),
      event_id        uuid NOT NULL UNIQUE,
      event_type      text NOT NULL,
      schema_version  smallint NOT NULL DEFAULT 1,
      data            jsonb NOT NULL,
      metadata        jsonb NOT NULL DEFAULT '{}',
      tx_id           xid8 NOT NULL DEFAULT pg_current_xact_id(),
      recorded_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (stream_id, stream_position)
    )`.execute(db);
  await sql`CREATE INDEX es_events_type_pos ON es_events (event_type, global_position)`.execute(db);

  await sql`
    CREATE TABLE command_log (
      idempotency_key text PRIMARY KEY,
      command_type    text NOT NULL,
      request_hash    text NOT NULL,
      outcome         jsonb,
      last_position   bigint,
      created_at      timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE projection_checkpoints (
      name       text PRIMARY KEY,
      position   text NOT NULL DEFAULT '0',
      status     text NOT NULL DEFAULT 'catching_up',
      error      jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Appends to one or more streams atomically. Streams are locked in stream-id order (no deadlocks),
  // expected versions are mandatory, a concurrent creator of the same stream hits the primary key (23505),
  // and the global append lock is taken only after every check, right before positions are allocated.
  await sql`
    CREATE FUNCTION es_append(p_appends jsonb)
    RETURNS TABLE (global_position bigint, stream_id text, stream_position bigint, event_id uuid,
                   event_type text, schema_version smallint, data jsonb, metadata jsonb, recorded_at timestamptz)
    LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      a jsonb; v_cur bigint; v_expected bigint; v_n int; v_total int := 0; v_first bigint; v_offset int := 0;
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

      PERFORM pg_advisory_xact_lock(4994216313637244997);
      v_first := nextval('es_global_position');
      IF v_total > 1 THEN PERFORM setval('es_global_position', v_first + v_total - 1); END IF;

      FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
        v_expected := (a->>'expectedVersion')::bigint;
        v_n := jsonb_array_length(a->'events');
        RETURN QUERY
          INSERT INTO es_events AS e (global_position, stream_id, stream_position, event_id, event_type,
                                      schema_version, data, metadata, recorded_at)
          SELECT v_first + v_offset + ev.ord - 1, a->>'streamId', v_expected + ev.ord, (ev.v->>'eventId')::uuid,
                 ev.v->>'type', coalesce((ev.v->>'schemaVersion')::smallint, 1), ev.v->'data',
                 coalesce(ev.v->'metadata', '{}'::jsonb),
                 -- The command's projections ran before this append with this timestamp: store the same.
                 coalesce((ev.v->>'recordedAt')::timestamptz, clock_timestamp())
          FROM jsonb_array_elements(a->'events') WITH ORDINALITY AS ev(v, ord)
          RETURNING e.global_position, e.stream_id, e.stream_position, e.event_id, e.event_type,
                    e.schema_version, e.data, e.metadata, e.recorded_at;
        UPDATE es_streams SET version = v_expected + v_n, updated_at = now() WHERE stream_id = a->>'streamId';
        v_offset := v_offset + v_n;
      END LOOP;

      -- Delivered at COMMIT, never for a rolled-back append: subscribers wake instead of polling.
      PERFORM pg_notify('es_events', (v_first + v_total - 1)::text);
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION es_append(jsonb)`.execute(db);
  await sql`DROP TABLE projection_checkpoints, command_log, es_events, es_streams`.execute(db);
  await sql`DROP SEQUENCE es_global_position`.execute(db);
}
