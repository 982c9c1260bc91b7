import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The app speaks one voice, tú (as most of docs/product.md's texts), and never English where a user can read it. This reads every
// string the server can answer with and every text the web app can show, straight from the sources.
const SERVER_DIRS = ['contract', 'services', 'events', 'projections'];
const WEB_DIRS = ['web/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Text {
  file: string;
  text: string;
  /** JSX text or a JSX attribute a person reads (title, label, placeholder…). */
  shown: boolean;
}

const SHOWN_ATTRIBUTES = new Set(['title', 'label', 'placeholder', 'aria-label', 'alt', 'description', 'confirmLabel', 'cancelLabel']);

function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) texts.push({ file, text: node.text, shown: true });
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const shown = ts.isJsxAttribute(node.parent) && SHOWN_ATTRIBUTES.has(node.parent.name.getText());
      texts.push({ file, text: node.text, shown });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const allTexts = [...SERVER_DIRS, ...WEB_DIRS].flatMap(sourceFiles).flatMap(textsOf);

// Vos: stressed final vowel in imperatives (Elegí, Indicá), -ás/-és/-ís in the present (podés, tenés, venís), and
// imperatives with an unstressed pronoun glued on (fijate, quitale), and the pronoun vos itself. Words below end the same way in tú or in any voice.
const VOS_WORD = /(?<![\p{L}])[\p{L}]+(?:á|é|í|ás|és|ís)(?![\p{L}])/gu;
const VOS_ENCLITIC = /(?<![\p{L}])(?:fijate|enterate|registrate|asegurate|acordate|anotate|quitale|avisanos|contanos|escribinos|decinos|mandanos|sumate|animate|vos)(?![\p{L}])/giu;
const NOT_VOS = new Set(
  ['está', 'estás', 'más', 'además', 'atrás', 'Atrás', 'demás', 'jamás', 'acá', 'allá', 'ahí', 'aquí', 'así', 'sí', 'mié', 'Mié', 'país', 'inglés', 'través', 'después', 'Estás', 'Tendrás', 'tendrás', 'podrás', 'Podrás', 'verás', 'recibirás']
    .map((w) => w.toLowerCase()),
);
// Future tense (eliminará, aparecerá, verá) is the same in tú and vos.
const futureTense = (word: string) => /(?:ará|erá|irá|arás|erás|irás)$/.test(word);

function vosForms(text: string): string[] {
  const words = [...text.matchAll(VOS_WORD)].map((m) => m[0]).filter((w) => !NOT_VOS.has(w.toLowerCase()) && !futureTense(w.toLowerCase()));
  return [...words, ...[...text.matchAll(VOS_ENCLITIC)].map((m) => m[0])];
}

// English a screen could show. "No", "Error", "Total", "Email" read the same in Spanish and are left out on purpose.
const ENGLISH = /\b(?:Loading|Submit|Cancel|Save|Delete|Close|Search|Sign in|Sign out|Sign up|Log ?in|Log ?out|Password|Settings|Welcome|Please|Retry|Failed|Success|Back|Next|Edit|Remove|Confirm|Yes|Something went wrong|Not found|Coming soon)\b/;

describe('one Spanish voice', () => {
  it('finds the texts it scans (server messages and screens)', () => {
    expect(allTexts.some((t) => t.text.includes('Tienes que iniciar sesión.'))).toBe(true);
    expect(allTexts.some((t) => t.shown && t.text.includes('Cancelar'))).toBe(true);
  });

  it('speaks tú, never vos, in every server message and screen text', () => {
    const offenders = allTexts.flatMap((t) => vosForms(t.text).map((word) => `${t.file}: ${word} (${t.text.trim().slice(0, 80)})`));
    expect(offenders).toEqual([]);
  });

  it('writes Spanish with its accents where the product description drops them (Día, not Dia)', () => {
    const offenders = allTexts.filter((t) => /(?<![\p{L}])Dia(?![\p{L}])/u.test(t.text)).map((t) => `${t.file}: ${t.text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('shows no English on any screen', () => {
    const offenders = allTexts.filter((t) => t.shown && ENGLISH.test(t.text)).map((t) => `${t.file}: ${t.text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('detects the forms it guards against', () => {
    expect(vosForms('Elegí un día y podés reservar; fijate en tu paquete, es para vos')).toEqual(['Elegí', 'podés', 'fijate', 'vos']);
    expect(vosForms('Elige un día y puedes reservar; se eliminará. ¿Estás seguro? Más tarde.')).toEqual([]);
    expect(ENGLISH.test('Loading...')).toBe(true);
  });
});
