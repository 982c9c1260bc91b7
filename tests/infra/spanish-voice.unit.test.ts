import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../contract/errors';

// The app speaks one voice, tú (as most of docs/product.md's texts), in sentence case, and never English where a user can read it. This reads every
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

/** `${…motivo}.` or `(${e.data.reason}).`: a reason someone typed, put before a period of ours. */
interface ReasonEmbedding {
  file: string;
  code: string;
}
// A reason a person typed (an admin's motivo, a rejection's reason) and the helpers that take its own final period off.
const TYPED_REASON = /\bmotivo\b|\.reason\b/;
const PERIOD_TAKEN_OFF = /withoutFinalPeriod|replace\(\/\\\.\+\$\//;
const reasonBeforeOurPeriod = (span: ts.TemplateSpan) =>
  /^\)?\./.test(span.literal.text) && TYPED_REASON.test(span.expression.getText()) && !PERIOD_TAKEN_OFF.test(span.expression.getText());

/** The typed reasons a piece of code puts before a period of its own, as the scan below finds them. */
function reasonsBeforeOurPeriod(code: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTemplateSpan(node) && reasonBeforeOurPeriod(node)) found.push(node.expression.getText());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('snippet.ts', code, ts.ScriptTarget.Latest, true));
  return found;
}

const SHOWN_ATTRIBUTES = new Set(['title', 'label', 'placeholder', 'aria-label', 'alt', 'description', 'confirmLabel', 'cancelLabel']);
/** Object fields whose string a screen or a notice shows: `{ label: 'Crear horarios' }`, `{ title: 'Turno cancelado' }`. */
const SHOWN_PROPERTIES = new Set(['title', 'label', 'description', 'message', 'text', 'body', 'detail', 'placeholder', 'hint', 'confirmLabel', 'cancelLabel', 'titulo', 'subtitulo', 'contenido']);

const reasonEmbeddings: ReasonEmbedding[] = [];

function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: Text[] = [];
  const visit = (node: ts.Node) => {
    // The text right after a typed reason starts with our own period (or closes a parenthesis before one).
    if (ts.isTemplateSpan(node) && reasonBeforeOurPeriod(node)) reasonEmbeddings.push({ file, code: node.getText() });
    if (ts.isJsxText(node) && node.text.trim()) texts.push({ file, text: node.text, shown: true });
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      const parent = node.parent;
      // A module's path ('../booking') is no text anyone reads.
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)) return;
      const shown =
        (ts.isJsxAttribute(parent) && SHOWN_ATTRIBUTES.has(parent.name.getText())) ||
        (ts.isPropertyAssignment(parent) && parent.initializer === node && SHOWN_PROPERTIES.has(parent.name.getText()));
      texts.push({ file, text: node.text, shown });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

// The theme's strings (font stacks, colours) are no text a person reads.
const allTexts = [...SERVER_DIRS, ...WEB_DIRS].flatMap(sourceFiles).filter((file) => !file.startsWith('web/src/styles/')).flatMap(textsOf);

/** docs/product.md §2 "Etiquetas propias": the labels that are the product's own names and keep their capitals. */
function ownLabels(markdown: string): string[] {
  const section = markdown.split(/^### Etiquetas propias$/m)[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^- (.+)$/gm)].map((m) => m[1]!.trim());
}
const OWN_LABELS = ownLabels(fs.readFileSync('docs/product.md', 'utf8'));

// Names, not labels, keep their capital wherever they stand: products, places, HTTP headers. A screen keeps its menu
// name where a sentence sends the reader to it ('Volver a Principal', 'lo verás en Paquetes'), not in a label of its own.
const NAMES = new Set(['Pulso', 'Clerk', 'Chrome', 'Safari', 'Android', 'Google', 'Sheets', 'Excel', 'WebM', 'Buenos', 'Aires', 'Argentina', 'IdempotencyKey', 'Authorization', 'Bearer', 'WhatsApp', 'Instagram', 'Mercado', 'Pago']);
const SCREENS = new Set(['Principal', 'Paquetes', 'Videos', 'Reportes', 'Feriados', 'Administración', 'Usuarios', 'Transferencias']);
const TO_A_SCREEN = new Set(['a', 'en', 'de', 'desde']);

/**
 * Words capitalised inside a label or a sentence ('Editar Paquetes', 'tu clase de Hoy'), after the product's own
 * labels are taken out: sentence case capitalises the first word only, and each sentence starts again after . ? ! : and
 * the separators a screen puts between phrases (· • ( « " —).
 */
function titleCaseWords(text: string, own: readonly string[] = OWN_LABELS): string[] {
  const rest = own.reduce((t, label) => t.split(label).join(' · '), text);
  return rest
    .split(/[.?!:¿¡·•(«"“—\n]+/u)
    .flatMap((sentence) => {
      const words = sentence.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
      return words.filter((word, i) => {
        const bare = word.replace(/[^\p{L}]/gu, '');
        if (i === 0 || !/^\p{Lu}\p{Ll}/u.test(bare) || NAMES.has(bare)) return false;
        return !(SCREENS.has(bare) && TO_A_SCREEN.has(words[i - 1]!.toLowerCase()));
      });
    });
}

// Vos: stressed final vowel in imperatives (Elegí, Indicá), -ás/-és/-ís in the present (podés, tenés, venís), and
// imperatives with an unstressed pronoun glued on (fijate, quitale), and the pronoun vos itself. Words below end the same way in tú or in any voice.
const VOS_WORD = /(?<![\p{L}])[\p{L}]+(?:á|é|í|ás|és|ís)(?![\p{L}])/gu;
const VOS_ENCLITIC = /(?<![\p{L}])(?:fijate|enterate|registrate|asegurate|acordate|anotate|quitale|avisanos|contanos|escribinos|decinos|mandanos|sumate|animate|habilitala|habilitalas|activala|activalas|probala|elegila|reservala|cancelala|revisala|pedila|decime|avisame|contame|vos)(?![\p{L}])/giu;
const NOT_VOS = new Set(
  ['está', 'estás', 'más', 'además', 'atrás', 'Atrás', 'demás', 'jamás', 'acá', 'allá', 'ahí', 'aquí', 'así', 'sí', 'mié', 'Mié', 'país', 'inglés', 'través', 'después', 'Estás', 'Tendrás', 'tendrás', 'podrás', 'Podrás', 'verás', 'recibirás']
    .map((w) => w.toLowerCase()),
);
// Future tense (eliminará, aparecerá, verá, podrá, habrá) is the same in tú and vos.
const futureTense = (word: string) => /(?:ará|erá|irá|arás|erás|irás|drá|drás|brá|brás|rrá|rrás)$/.test(word);

function vosForms(text: string): string[] {
  const words = [...text.matchAll(VOS_WORD)].map((m) => m[0]).filter((w) => !NOT_VOS.has(w.toLowerCase()) && !futureTense(w.toLowerCase()));
  return [...words, ...[...text.matchAll(VOS_ENCLITIC)].map((m) => m[0])];
}

// Success said as such, not what happened ('Paquete creado', not 'Paquete creado exitosamente'); a dialog titled
// only 'Éxito' or 'Error' instead of 'Reserva Confirmada' or 'No se pudo reservar'.
const BARE_OUTCOME = /exitosamente|^\s*(?:Éxito|Error)[.!]?\s*$/iu;

// A literal 1 takes the singular ('1 presente', '1 tardía'): a word in -s after it is a plural, but for these singulars.
const SINGULAR_IN_S = new Set(['más', 'mes', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'país', 'vez', 'sus', 'los', 'las']);
function pluralAfterOne(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d.,:/])1\s+(\p{L}+)/gu)]
    .map((m) => m[1]!)
    .filter((word) => word.endsWith('s') && !SINGULAR_IN_S.has(word.toLowerCase()))
    .map((word) => `1 ${word}`);
}

// A sentence ends once: 'Falta el pago..' or 'cerrado (Feriado.).' read as slips. An ellipsis ('Cargando...') is one sign.
const DOUBLE_STOP = /(?<!\.)\.\.(?!\.)|[.!?]\)\.|[!?]\.|\.[!?]/u;
const endsTwice = (text: string) => /\p{L}/u.test(text) && DOUBLE_STOP.test(text);

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

  it('writes labels in sentence case, but for the product\'s own labels (docs/product.md §2 "Etiquetas propias")', () => {
    const offenders = allTexts.filter((t) => t.shown).flatMap((t) => titleCaseWords(t.text).map((word) => `${t.file}: ${word} (${t.text.trim().slice(0, 80)})`));
    expect(offenders).toEqual([]);
  });

  it('agrees after a literal 1: "1 presente", never "1 presentes"', () => {
    const offenders = allTexts.flatMap((t) => pluralAfterOne(t.text).map((words) => `${t.file}: ${words} (${t.text.trim().slice(0, 80)})`));
    expect(offenders).toEqual([]);
  });

  it('says what happened instead of "exitosamente" or a bare "Éxito"/"Error" title', () => {
    const offenders = allTexts.filter((t) => t.shown && BARE_OUTCOME.test(t.text)).map((t) => `${t.file}: ${t.text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('ends every sentence once: no ".." in any text, and a typed reason loses its own period before ours', () => {
    const doubled = allTexts.filter((t) => endsTwice(t.text)).map((t) => `${t.file}: ${t.text.trim().slice(0, 80)}`);
    expect(doubled).toEqual([]);
    expect(reasonEmbeddings.map((r) => `${r.file}: ${r.code}`)).toEqual([]);
  });

  it('keeps an admin\'s reason from doubling the period of the refusals that quote it', () => {
    for (const code of ['STUDIO_CLOSED', 'CLASS_CANCELLED'] as const) {
      const { detail } = errorText(code, { motivo: 'Feriado.' });
      expect(detail).toContain('(Feriado)');
      expect(endsTwice(detail)).toBe(false);
    }
  });

  it('shows no English on any screen', () => {
    const offenders = allTexts.filter((t) => t.shown && ENGLISH.test(t.text)).map((t) => `${t.file}: ${t.text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('detects the forms it guards against', () => {
    expect(vosForms('Elegí un día y podés reservar; fijate en tu paquete, es para vos')).toEqual(['Elegí', 'podés', 'fijate', 'vos']);
    expect(vosForms('Elige un día y puedes reservar; se eliminará. ¿Estás seguro? Más tarde.')).toEqual([]);
    expect(vosForms('Están bloqueadas: habilitalas desde la configuración')).toEqual(['habilitalas']);
    expect(vosForms('Están bloqueadas: habilítalas desde la configuración')).toEqual([]);
    expect(ENGLISH.test('Loading...')).toBe(true);
  });

  it('detects Title Case outside the product\'s own labels, and reads those labels from docs/product.md', () => {
    expect(OWN_LABELS).toEqual(expect.arrayContaining(['Cancelar Turno', 'Crear Paquetes', 'Editar Noticias', 'Administración / Configuración']));
    expect(OWN_LABELS).not.toContain('Editar Paquetes');
    expect(titleCaseWords('Editar Paquetes')).toEqual(['Paquetes']);
    expect(titleCaseWords('Se liberó un lugar en tu clase de Hoy a las 18:00')).toEqual(['Hoy']);
    expect(titleCaseWords('Ese horario es los Jueves: elige otra fecha')).toEqual(['Jueves']);
    expect(titleCaseWords('Editar paquetes')).toEqual([]);
    expect(titleCaseWords('Cancelar Turno')).toEqual([]);
    expect(titleCaseWords('Si no puedes ir, cancela desde Mis Turnos. Hasta mañana')).toEqual([]);
    expect(titleCaseWords('← Volver a Principal')).toEqual([]);
    expect(titleCaseWords('Cancelar Turno', [])).toEqual(['Turno']);
  });

  it('detects a sentence that ends twice, but not an ellipsis', () => {
    expect(endsTwice('Tu solicitud fue rechazada: falta el pago..')).toBe(true);
    expect(endsTwice('El estudio está cerrado (Feriado.). Elige otra fecha.')).toBe(true);
    expect(endsTwice('¿Seguro?.')).toBe(true);
    expect(endsTwice('Cargando...')).toBe(false);
    expect(endsTwice('El estudio está cerrado (Feriado). Elige otra fecha.')).toBe(false);
    expect(endsTwice('v1.2 · 10.5 kg')).toBe(false);
    expect(reasonsBeforeOurPeriod('const a = `Rechazada: ${str(e.data.reason)}.`; const b = `Cerrado (${x.motivo}). Elige otra fecha.`;')).toEqual(['str(e.data.reason)', 'x.motivo']);
    expect(reasonsBeforeOurPeriod('const a = `Rechazada: ${withoutFinalPeriod(e.data.reason)}.`; const b = `${x.motivo}`; const c = `Motivo: ${x.motivo}, dijo`;')).toEqual([]);
  });

  it('detects a plural after a literal 1 and the bare outcome words', () => {
    expect(pluralAfterOne('1 presentes · 1 tardías · 1 clases')).toEqual(['1 presentes', '1 tardías', '1 clases']);
    expect(pluralAfterOne('1 presente · 1 tardía · 11 clases · 21 socios · 1 mes · 3 de 1 series')).toEqual(['1 series']);
    expect(BARE_OUTCOME.test('Paquete creado exitosamente')).toBe(true);
    expect(BARE_OUTCOME.test('Éxito')).toBe(true);
    expect(BARE_OUTCOME.test('Error')).toBe(true);
    expect(BARE_OUTCOME.test('Error cargando tus turnos')).toBe(false);
    expect(BARE_OUTCOME.test('Paquete creado')).toBe(false);
  });
});
