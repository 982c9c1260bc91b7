import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ChosenChannels {
  notice: string;
  push: boolean;
  email: boolean;
}

/** The kinds of notice a member chose channels for (the others follow the defaults). */
export function listChosenChannels(db: Kysely<Database>, userId: string): Promise<ChosenChannels[]> {
  return db.selectFrom('notice_channels').select(['notice', 'push', 'email']).where('user_id', '=', userId).execute();
}
