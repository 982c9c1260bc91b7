import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository speaks of the product, not of how it was built: a clone carries neither the tracker where work
// was numbered nor the original specification, so a comment, test name or document that cites them cannot be read.
// Rules are stated where they apply, and the product's description is docs/product.md. The forbidden words are
// assembled here so that this file does not hold them itself.

const root = path.resolve(import.meta.dirname, '../..');
const ISSUE_WORD = ['iss', 'ue'].join('');
const SESSION_WORD = ['sess', 'ion'].join('');
const SPEC_WORD = ['SP', 'EC'].join('');
const SPEC_FILE = [SPEC_WORD, 'md'].join('.');
// A section of that specification cited by its short name (the word and a section sign); the repository cites
// docs/product.md's sections instead.
const SPEC_SECTION = new RegExp(String.raw`\b${SPEC_WORD}\b`);
const SESSION = new RegExp(String.raw`\b${SESSION_WORD}s? ([1-9]|1[0-9])\b`, 'i');
const ISSUE = new RegExp(String.raw`\b${ISSUE_WORD}s? [0-9]+\b`, 'i');
const FORBIDDEN: { what: string; test: (line: string) => boolean }[] = [
  { what: 'a numbered work session', test: (line) => SESSION.test(line) },
  { what: 'a numbered issue', test: (line) => ISSUE.test(line) },
  { what: 'the original specification, which the repository does not carry', test: (line) => line.includes(SPEC_FILE) || SPEC_SECTION.test(line) },
];

/** Every tracked file but the installed packages and npm's lock file (whose package names are not ours). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => f !== '' && !f.split('/').includes('node_modules') && path.basename(f) !== 'package-lock.json');
}

function offenders(): string[] {
  const found: string[] = [];
  for (const file of trackedFiles()) {
    for (const { what, test } of FORBIDDEN) if (test(file)) found.push(`${file} (its name): ${what}`);
    const full = path.join(root, file);
    // A tracked file deleted in the working tree, or a folder (a submodule), has no text to read.
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.includes(0)) continue; // binary: images and icons
    bytes.toString('utf8').split('\n').forEach((line, i) => {
      for (const { what, test } of FORBIDDEN) if (test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

describe('the repository cites only what a clone carries', () => {
  it('has no file that cites a numbered issue or work session, or the original specification', () => {
    expect(offenders()).toEqual([]);
  });

  it('recognises each forbidden reference, and leaves product words alone', () => {
    const matches = (line: string) => FORBIDDEN.filter(({ test }) => test(line)).map(({ what }) => what);
    expect(matches(`see ${ISSUE_WORD} 13 §5`)).toEqual(['a numbered issue']);
    expect(matches(`on ${SESSION_WORD} 12's machine`)).toEqual(['a numbered work session']);
    expect(matches(`(${SPEC_FILE} §7)`)).toEqual(['the original specification, which the repository does not carry']);
    expect(matches('docs/product.md §7: the member logs a session; a workout of 12 sets; sessions-card.tsx')).toEqual([]);
  });
});
