import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface StoredPackageSettings {
  validity: 'mes' | 'dias';
  days: number | null;
  midMonth: 'completo' | 'prorrateo' | 'siguiente';
  alias: string;
  cbu: string;
  holder: string;
}

/** The studio's package settings, or undefined while it has never saved any. */
export async function findPackageSettings(db: Db): Promise<StoredPackageSettings | undefined> {
  const row = await db.selectFrom('package_settings').select(['validity', 'days', 'mid_month', 'alias', 'cbu', 'holder']).where('id', '=', 1).executeTakeFirst();
  return row && { validity: row.validity, days: row.days, midMonth: row.mid_month, alias: row.alias, cbu: row.cbu, holder: row.holder };
}
