import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDotEnv, SETTING_NAMES } from '../../services/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('settings', () => {
  it('has safe defaults: this machine only, idle sessions end after 14 days, no metrics token', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.sessionIdleDays).toBe(14);
    expect(config.cookieSecure).toBe(false);
    expect(config.metricsToken).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('names each bad variable and what it expects', () => {
    const problems = problemsOf({ PORT: 'abc', STUDIO_TZ: 'Marte/Olympus', SESSION_IDLE_DAYS: '0', LOG_LEVEL: 'loud', PUBLIC_ORIGIN: 'https://pulso.example.com/app' });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^PORT="abc" no es válido: se espera un número de puerto/);
    expect(problems.join('\n')).toContain('STUDIO_TZ="Marte/Olympus"');
    expect(problems.join('\n')).toContain('SESSION_IDLE_DAYS="0"');
    expect(problems.join('\n')).toContain('LOG_LEVEL="loud"');
    expect(problems.join('\n')).toContain('PUBLIC_ORIGIN="https://pulso.example.com/app"');
  });

  it('reads numbers as plain decimals only', () => {
    expect(problemsOf({ PORT: '3.5' })).toHaveLength(1);
    expect(problemsOf({ PORT: '1e3' })).toHaveLength(1);
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
    expect(loadConfig({ PORT: '8080', SESSION_IDLE_DAYS: '0.5' })).toMatchObject({ port: 8080, sessionIdleDays: 0.5 });
  });

  it('never echoes a secret in the message', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/pulso', METRICS_TOKEN: 'short-secret' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/hunter2|short-secret/);
    expect(problems.join('\n')).toContain('DATABASE_URL no es válido');
    expect(problems.join('\n')).toContain('METRICS_TOKEN no es válido');
  });

  it('refuses half a Clerk configuration instead of silently falling back to local accounts', () => {
    expect(problemsOf({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([expect.stringMatching(/^CLERK_SECRET_KEY falta/)]);
  });

  it('treats empty values as unset (compose passes ${X:-} as "")', () => {
    expect(loadConfig({ PORT: '', COOKIE_SECURE: '', PUBLIC_ORIGIN: '' })).toMatchObject({ port: 3000, cookieSecure: false, publicOrigin: undefined });
  });

  it('makes the session cookie Secure when the public origin is https, unless told otherwise', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://pulso.example.com' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://192.168.1.10:3000' }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://pulso.example.com', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://pulso.example.com', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(problemsOf({ COOKIE_SECURE: 'yes' })).toEqual([expect.stringContaining('COOKIE_SECURE="yes"')]);
  });

  it('keeps the demo studio opt-in on a real database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/pulso' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/pulso', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('normalizes origins to what browsers send', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://Pulso.Example.com/', ALLOWED_ORIGINS: 'http://localhost:5173/, https://a.example' });
    expect(config.publicOrigin).toBe('https://pulso.example.com');
    expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'https://a.example']);
  });
});

describe('.env', () => {
  it('is loaded when present, and the real environment wins over it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'PULSO_TEST_FROM_FILE=archivo\nPULSO_TEST_BOTH=archivo\n');
    process.env.PULSO_TEST_BOTH = 'entorno';
    try {
      expect(loadDotEnv(path.join(dir, 'missing.env'))).toBe(false);
      expect(loadDotEnv(file)).toBe(true);
      expect(process.env.PULSO_TEST_FROM_FILE).toBe('archivo');
      expect(process.env.PULSO_TEST_BOTH).toBe('entorno');
    } finally {
      delete process.env.PULSO_TEST_FROM_FILE;
      delete process.env.PULSO_TEST_BOTH;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docs/operations.md', () => {
  it('lists every setting the server reads in its configuration table', () => {
    const operations = fs.readFileSync('docs/operations.md', 'utf8');
    expect(SETTING_NAMES.length).toBeGreaterThan(20);
    expect(SETTING_NAMES.filter((name) => !operations.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
