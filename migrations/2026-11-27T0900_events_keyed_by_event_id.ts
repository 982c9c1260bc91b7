import { sql, type Kysely } from 'kysely';

/**
 * Two index entries fewer per event (bench:booking-cost, bench:store):
 * - The event's id becomes the primary key, and `seq` (insert order) loses the unique index it had as the key.
 *   Every event was written into both; `event_id` is the key that means something (a deterministic id makes a
 *   replayed command a no-op) and its uniqueness stays. `seq` stays unique by construction (one sequence) and
 *   is still indexed where it is read: the partial index on the unsequenced rows, in insert order.
 * - The sequencer numbers rows by their physical address (ctid), found through that partial index, so it needs
 *   no other index on `seq`; and since the row it rewrites no longer carries a `seq` key, the rewrite adds one
 *   index entry fewer too.
 * Safe: only the sequencer ever updates an event row, and sequencers take turns on the head row, so a row found
 * by a batch is still at that address when the next statement numbers it; were one gone, the batch is undone
 * (serialization failure, retried by the sequencer) rather than leave a gap in the positions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE es_events DROP CONSTRAINT es_events_pkey`.execute(db);
  await sql`ALTER TABLE es_events DROP CONSTRAINT es_events_event_id_key`.execute(db);
  await sql`ALTER TABLE es_events ADD CONSTRAINT es_events_pkey PRIMARY KEY (event_id)`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION es_sequence_batch(p_max integer)
    RETURNS TABLE (global_position bigint, stream_id text, stream_position bigint, event_id uuid, event_type text,
                   schema_version smallint, data jsonb, metadata jsonb, recorded_at timestamptz)
    LANGUAGE plpgsql VOLATILE AS $$
    #variable_conflict use_column
    DECLARE v_head bigint; v_n bigint; v_rows tid[];
    BEGIN
      PERFORM 1 FROM es_sequencer_head FOR UPDATE;
      SELECT position INTO v_head FROM es_sequencer_head;
      -- A statement of its own: a snapshot taken after the head lock was granted (see 2026-11-25T1100).
      SELECT array_agg(row_address ORDER BY seq) INTO v_rows
      FROM (SELECT ctid AS row_address, seq FROM es_events WHERE global_position IS NULL ORDER BY seq LIMIT p_max) pending;
      IF v_rows IS NULL THEN
        RETURN;
      END IF;
      -- One TID lookup per row (a parameterized TID scan), numbered in insert order.
      RETURN QUERY
        UPDATE es_events e SET global_position = v_head + numbered.ord
        FROM unnest(v_rows) WITH ORDINALITY AS numbered(row_address, ord)
        WHERE e.ctid = numbered.row_address
        RETURNING e.global_position, e.stream_id, e.stream_position, e.event_id, e.event_type, e.schema_version,
                  e.data, e.metadata, e.recorded_at;
      GET DIAGNOSTICS v_n = ROW_COUNT;
      -- Positions must have no gap: a row that moved would leave one, so the whole batch is undone instead.
      IF v_n <> cardinality(v_rows) THEN
        RAISE EXCEPTION 'sequencer: % of % rows numbered', v_n, cardinality(v_rows) USING ERRCODE = '40001';
      END IF;
      IF v_n > 0 THEN
        UPDATE es_sequencer_head SET position = v_head + v_n;
        PERFORM set_config('synchronous_commit', 'off', true);
        PERFORM pg_notify('es_events', (v_head + v_n)::text);
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE es_events DROP CONSTRAINT es_events_pkey`.execute(db);
  await sql`ALTER TABLE es_events ADD CONSTRAINT es_events_event_id_key UNIQUE (event_id)`.execute(db);
  await sql`ALTER TABLE es_events ADD CONSTRAINT es_events_pkey PRIMARY KEY (seq)`.execute(db);
}
