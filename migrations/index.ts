import type { Migration } from 'kysely';
import * as eventStore from './2026-11-22T0900_event_store';
import * as membership from './2026-11-22T0910_membership';

/** Every migration, by sortable name. A static list, so bundlers and tests need no file scanning. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0900_event_store': eventStore,
  '2026-11-22T0910_membership': membership,
};
