import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorText, isErrorCode } from '../../contract/errors';
import { fail } from '../../events/framework/errors';

// Every error the server answers is raised by a catalogue code (contract/errors.ts), so its status and its Spanish
// text live in one place. This reads the server's sources for the codes it raises and compares both ways.
const SERVER_DIRS = ['services', 'events', 'projections', 'db', 'domain'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = SERVER_DIRS.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** `fail('CODE'`, and `problem(status, 'CODE'` where Fastify chose the status. */
const RAISED = [/\bfail\(\s*'([A-Z0-9_]+)'/g, /\bproblem\(\s*\w+\s*,\s*'([A-Z0-9_]+)'/g];
const raised = sources.flatMap(({ file, text }) => RAISED.flatMap((re) => [...text.matchAll(re)].map((m) => ({ file, code: m[1]! }))));

describe('error catalogue (contract/errors.ts)', () => {
  it('finds the codes the server raises (the scan itself works)', () => {
    expect(raised.map((r) => r.code)).toEqual(expect.arrayContaining(['SLOT_FULL', 'NOT_FOUND', 'MALFORMED_REQUEST']));
  });

  it('has every code the server raises', () => {
    const unknown = raised.filter((r) => !isErrorCode(r.code)).map((r) => `${r.file}: ${r.code}`);
    expect(unknown).toEqual([]);
  });

  it('has no entry the server never raises', () => {
    const everything = sources.map((s) => s.text).join('\n');
    const unused = Object.keys(errorCatalogue).filter((code) => !everything.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('raises no error with a bare status and text outside the catalogue', () => {
    const bare = sources.filter(({ text }) => /new DomainError\(\s*\d{3}\s*,\s*'/.test(text) || /\b(ruleBroken|notFound|invalid|forbidden)\(\s*'/.test(text));
    expect(bare.map((s) => s.file)).toEqual([]);
  });

  it('gives every code a 4xx/5xx status and a Spanish sentence, parameters filled in', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      if (typeof entry.detail === 'string') expect(entry.detail, code).toMatch(/^[¿¡A-ZÁÉÍÓÚÑ]/);
    }
    expect(errorText('NAME_TOO_LONG', { max: 80 })).toEqual({ status: 400, detail: 'El nombre puede tener hasta 80 caracteres.' });
    const error = fail('TOO_MANY_SIGN_IN_ATTEMPTS', { minutes: 2 }, { retryAfter: 120 });
    expect([error.status, error.code, error.detail, error.extra]).toEqual([429, 'TOO_MANY_SIGN_IN_ATTEMPTS', 'Hubo demasiados intentos fallidos con esta cuenta. Espera 2 min y vuelve a intentarlo.', { retryAfter: 120 }]);
  });

  it('answers one concept with one code: a member without an active package is NO_PACKAGE, 409', () => {
    expect(errorText('NO_PACKAGE')).toEqual({ status: 409, detail: 'No tienes paquete activo.' });
    expect(isErrorCode('NO_ACTIVE_PACKAGE')).toBe(false);
  });
});
