import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * A Pulso backup is one `.tar.gz` whose entries come in this order:
 *   pulso-backup.json             this manifest: what made it, the applied migrations, every table's columns, the sequences
 *   database/<table>/<n>.jsonl    the rows, one JSON array of the columns' text forms per line, in chunks
 *   files/uploads/…               every uploaded file under DATA_DIR/uploads (receipts, images, videos)
 *   files/vapid-keys.json         the generated web-push key pair, when DATA_DIR has one
 *   end.json                      the counts written, so a restore knows it read the whole backup
 */
export const MANIFEST_ENTRY = 'pulso-backup.json';
export const END_ENTRY = 'end.json';
export const FORMAT = 'pulso-backup';
export const FORMAT_VERSION = 1;

const Column = Type.Object({ name: Type.String(), type: Type.String() });
const Table = Type.Object({ name: Type.String(), columns: Type.Array(Column) });
const Sequence = Type.Object({ name: Type.String(), lastValue: Type.String(), isCalled: Type.Boolean() });

export const Manifest = Type.Object({
  format: Type.Literal(FORMAT),
  version: Type.Literal(FORMAT_VERSION),
  createdAt: Type.String(),
  source: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
  /** kysely_migration's names, in order: the schema the rows fit. */
  migrations: Type.Array(Type.String()),
  tables: Type.Array(Table),
  sequences: Type.Array(Sequence),
});
export type Manifest = Static<typeof Manifest>;
export type TableShape = Static<typeof Table>;
export type SequenceValue = Static<typeof Sequence>;

export const End = Type.Object({
  rows: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  files: Type.Integer({ minimum: 0 }),
  bytes: Type.Integer({ minimum: 0 }),
});
export type End = Static<typeof End>;

/** A refusal or a bad file, in words for the operator; the scripts print it and exit with 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const NOT_A_BACKUP = 'no es un respaldo de Pulso';

/** The manifest entry's JSON, checked: anything else is not a Pulso backup (or one from a newer format). */
export function parseManifest(bytes: Buffer, file: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${file} ${NOT_A_BACKUP} (su índice no es JSON).`);
  }
  const found = json as { format?: unknown; version?: unknown };
  if (found?.format !== FORMAT) throw new BackupError(`${file} ${NOT_A_BACKUP}.`);
  if (found.version !== FORMAT_VERSION) {
    throw new BackupError(`${file} es un respaldo de formato ${String(found.version)}; esta versión de Pulso lee el formato ${FORMAT_VERSION}. Actualiza Pulso para restaurarlo.`);
  }
  if (!Value.Check(Manifest, json)) throw new BackupError(`${file} ${NOT_A_BACKUP} (su índice está incompleto).`);
  return json;
}

export const notABackup = (file: string, why: string) => new BackupError(`${file} ${NOT_A_BACKUP} (${why}).`);
