import { sql, type Kysely } from 'kysely';
import { userTopic } from '../../contract/realtime-topics';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * A topic route's facts for live notices about a class: per member topic (`user:<id>` of each event's userId), one
 * fact of `kind` per event, built with the discipline's name of the event's slot (a removed slot keeps its row).
 */
export async function memberNoticesWithDiscipline(
  trx: Kysely<any>,
  events: readonly RecordedEvent[],
  kind: string,
  fact: (event: RecordedEvent, disciplina: string) => Record<string, unknown>,
): Promise<Record<string, Record<string, unknown[]>>> {
  if (events.length === 0) return {};
  const { rows } = await sql<{ id: number; nombre: string }>`
    SELECT s.id, d.nombre FROM schedule_slots s JOIN disciplines d ON d.id = s.disciplina_id
    WHERE s.id = ANY(${[...new Set(events.map((e) => Number(e.data.slotId)))]}::int[])`.execute(trx);
  const disciplines = new Map(rows.map((r) => [r.id, r.nombre]));
  const notices: Record<string, Record<string, unknown[]>> = {};
  for (const e of events) {
    const facts = (notices[userTopic(String(e.data.userId))] ??= { [kind]: [] });
    facts[kind]!.push(fact(e, disciplines.get(Number(e.data.slotId)) ?? ''));
  }
  return notices;
}
