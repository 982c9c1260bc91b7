import { sql, type Kysely } from 'kysely';

/**
 * Cheaper appends and one sequencer batch in one round trip.
 *
 * One sequencer batch in one round trip (events/store/sequence-batch.ts calls it inside its transaction):
 * 1. lock the head row: sequencers take turns;
 * 2. a separate statement, which in a VOLATILE function under READ COMMITTED takes a fresh snapshot after the
 *    lock was granted: it sees the previous sequencer's commit and every event committed by then, and numbers
 *    the committed unsequenced ones in insert order;
 * 3. NOTIFY 'es_events' with the new head (the change notices are added by the caller, same transaction).
 * The batch commits with synchronous_commit off: it is made durable by the next synchronous commit anyway
 * (WAL is flushed in order), and every consumer's checkpoint commit is one. A crash can only lose a batch
 * nobody has durably acted on; its events are still committed and are sequenced again after the restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Positions are indexed only once given: an append then writes two index entries fewer, and the
  // sequencer's UPDATE is what adds them. `global_position > $after` implies NOT NULL, so reads use them.
  await sql`ALTER TABLE es_events DROP CONSTRAINT es_events_global_position_key`.execute(db);
  await sql`CREATE UNIQUE INDEX es_events_global_position_key ON es_events (global_position) WHERE global_position IS NOT NULL`.execute(db);
  await sql`DROP INDEX es_events_type_pos`.execute(db);
  await sql`CREATE INDEX es_events_type_pos ON es_events (event_type, global_position) WHERE global_position IS NOT NULL`.execute(db);

  await sql`
    CREATE FUNCTION es_sequence_batch(p_max integer)
    RETURNS TABLE (global_position bigint, stream_id text, stream_position bigint, event_id uuid, event_type text,
                   schema_version smallint, data jsonb, metadata jsonb, recorded_at timestamptz)
    LANGUAGE plpgsql VOLATILE AS $$
    #variable_conflict use_column
    DECLARE v_head bigint; v_n bigint;
    BEGIN
      PERFORM 1 FROM es_sequencer_head FOR UPDATE;
      SELECT position INTO v_head FROM es_sequencer_head;
      RETURN QUERY
        WITH pending AS (
          SELECT seq FROM es_events WHERE global_position IS NULL ORDER BY seq LIMIT p_max
        ), numbered AS (
          SELECT seq, v_head + row_number() OVER (ORDER BY seq) AS position FROM pending
        )
        UPDATE es_events e SET global_position = n.position FROM numbered n WHERE e.seq = n.seq
        RETURNING e.global_position, e.stream_id, e.stream_position, e.event_id, e.event_type, e.schema_version,
                  e.data, e.metadata, e.recorded_at;
      GET DIAGNOSTICS v_n = ROW_COUNT;
      IF v_n > 0 THEN
        UPDATE es_sequencer_head SET position = v_head + v_n;
        PERFORM set_config('synchronous_commit', 'off', true);
        PERFORM pg_notify('es_events', (v_head + v_n)::text);
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION es_sequence_batch(integer)`.execute(db);
  await sql`DROP INDEX es_events_type_pos`.execute(db);
  await sql`CREATE INDEX es_events_type_pos ON es_events (event_type, global_position)`.execute(db);
  await sql`DROP INDEX es_events_global_position_key`.execute(db);
  await sql`ALTER TABLE es_events ADD CONSTRAINT es_events_global_position_key UNIQUE (global_position)`.execute(db);
}
