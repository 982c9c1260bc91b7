import { sql } from 'kysely';
import type { ClassBoardEvent } from '../../events/catalog/workouts.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** class_boards: the plan day each class's pizarra shows. A row takes only an event newer than the one it holds. */
export const classBoardsProjector: Projector = {
  name: 'class-boards@v1',
  tables: ['class_boards'],
  handles: ['ClassBoardDayChosen'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & ClassBoardEvent;
    await sql`
      INSERT INTO class_boards (slot_id, date, plan_id, day_id, position)
      VALUES (${data.slotId}, ${data.date}::date, ${data.planId}, ${data.dayId}, ${recorded.streamPosition})
      ON CONFLICT (slot_id, date) DO UPDATE SET plan_id = EXCLUDED.plan_id, day_id = EXCLUDED.day_id, position = EXCLUDED.position
      WHERE class_boards.position < EXCLUDED.position`.execute(trx);
  },
};
