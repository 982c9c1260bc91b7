import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { loadEnvFile } from 'node:process';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Typed view of the environment. Every setting the server reads is here (and in README). */
export interface Config {
  port: number;
  studioName: string;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  studioTz: string;
  seedDemo: boolean;
  adminEmails: string[];
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** A local session unused for this long is refused (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  publicOrigin: string | undefined;
  allowedOrigins: string[];
  /** Sites that may frame the public schedule (/horario) in an iframe (PUBLIC_EMBED_ORIGINS); no other page may be framed. */
  publicEmbedOrigins: string[];
  logLevel: string;
  /** Accept push subscriptions on private addresses (a local test push service only). */
  pushAllowPrivateEndpoints: boolean;
  /** Which proxies may set X-Forwarded-For (TRUST_PROXY): none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  clerk: ClerkConfig | undefined;
  webDist: string;
  /** Web-push VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); generated and persisted when absent. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined } | undefined;
  /** Bearer token that opens GET /api/metrics; unset, the route does not exist (404). */
  metricsToken: string | undefined;
  /** GET /api/ready fails when an async processor is more than this many events behind the log head. */
  readyMaxLag: number;
  /** The API reference (/api/docs) and its OpenAPI document open to anyone (API_DOCS_PUBLIC); else admins only. */
  apiDocsPublic: boolean;
  /** Email through an SMTP relay (SMTP_URL, MAIL_FROM, MAIL_REPLY_TO); undefined: email is off. */
  email: EmailConfig | undefined;
  /** Signs unsubscribe links (EMAIL_LINK_SECRET); generated and persisted when absent, like the VAPID keys. */
  emailLinkSecret: string | undefined;
}

export interface EmailConfig {
  smtpUrl: string;
  /** `Studio <address>`: a bare MAIL_FROM address gets the studio's name in front. */
  from: string;
  replyTo: string | undefined;
  /** PUBLIC_ORIGIN, which every link in a mail is on. */
  origin: string;
}

/** Fastify's `trustProxy`: false (the socket's address is the client), a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export interface ClerkConfig {
  publishableKey: string;
  secretKey: string;
  jwtKey: string | undefined;
  authorizedParties: string[] | undefined;
  /** Svix signing secret of Clerk's webhook (CLERK_WEBHOOK_SECRET); unset, POST /api/webhooks/clerk answers 404. */
  webhookSecret: string | undefined;
}

/** A bad setting, named, so the server can stop at start with a message an operator can act on. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface Setting<S extends TSchema = TSchema> {
  schema: S;
  /** What a valid value looks like, in the error message. */
  expects: string;
  /** Checks a schema cannot express (a real time zone, an origin). */
  check?: (value: Static<S>) => boolean;
  /** Never echo the value (passwords in URLs, keys, tokens). */
  secret?: boolean;
}

const setting = <S extends TSchema>(schema: S, expects: string, more: Omit<Setting<S>, 'schema' | 'expects'> = {}): Setting<S> => ({ schema, expects, ...more });
const list = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const isTimeZone = (tz: string) => {
  try {
    return Intl.DateTimeFormat('es-AR', { timeZone: tz }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
};
/** `https://host[:port]` with nothing after it: what browsers send in Origin. */
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.endsWith('#');
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare && !value.endsWith('?');
  } catch {
    return false;
  }
};

const FLAG = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')]);
const FLAG_TEXT = '0, 1, true o false';
const flag = (value: Static<typeof FLAG> | undefined): boolean | undefined => (value === undefined ? undefined : value === '1' || value === 'true');
const DAYS = setting(Type.Number({ exclusiveMinimum: 0, maximum: 3650 }), 'una cantidad de días mayor que 0 (p. ej. 14)');
const SECRET_TEXT = setting(Type.String({ minLength: 1 }), 'un valor no vacío', { secret: true });

/** Every environment variable the server reads, with its shape. Empty values count as unset. */
const SETTINGS = {
  PORT: setting(Type.Integer({ minimum: 0, maximum: 65535 }), 'un número de puerto entre 0 y 65535'),
  HOST: setting(Type.String({ minLength: 1 }), 'una dirección en la que escuchar, p. ej. 127.0.0.1 o 0.0.0.0'),
  DATABASE_URL: setting(Type.String({ pattern: '^postgres(ql)?://' }), 'una URL postgres://usuario:clave@host:5432/base', { secret: true }),
  DATA_DIR: setting(Type.String({ minLength: 1 }), 'una carpeta'),
  STUDIO_TZ: setting(Type.String(), 'una zona horaria IANA, p. ej. America/Argentina/Buenos_Aires', { check: isTimeZone }),
  STUDIO_NAME: setting(Type.String({ minLength: 1, maxLength: 80 }), 'un nombre de hasta 80 caracteres'),
  SEED_DEMO: setting(FLAG, FLAG_TEXT),
  ADMIN_EMAILS: setting(Type.String(), 'emails separados por comas', { check: (v) => list(v).every((e) => /^[^@\s]+@[^@\s]+$/.test(e)) }),
  COOKIE_SECURE: setting(FLAG, FLAG_TEXT),
  SESSION_TTL_DAYS: DAYS,
  SESSION_IDLE_DAYS: DAYS,
  PUBLIC_ORIGIN: setting(Type.String(), 'un origen como https://pulso.example.com (sin ruta)', { check: isOrigin }),
  ALLOWED_ORIGINS: setting(Type.String(), 'orígenes separados por comas, como https://pulso.example.com', { check: (v) => list(v).every(isOrigin) }),
  PUBLIC_EMBED_ORIGINS: setting(Type.String(), 'orígenes separados por comas, como https://www.miestudio.com', { check: (v) => list(v).every(isOrigin) }),
  LOG_LEVEL: setting(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))), 'fatal, error, warn, info, debug, trace o silent'),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: setting(FLAG, FLAG_TEXT),
  TRUST_PROXY: setting(Type.String(), 'off, una cantidad de proxies (p. ej. 1) o sus direcciones separadas por comas (p. ej. 10.0.0.5,172.18.0.0/16)', { check: (v) => parseTrustProxy(v) !== undefined }),
  CLERK_PUBLISHABLE_KEY: setting(Type.String({ pattern: '^pk_(test|live)_' }), 'una clave pk_test_… o pk_live_…'),
  CLERK_SECRET_KEY: setting(Type.String({ pattern: '^sk_(test|live)_' }), 'una clave sk_test_… o sk_live_…', { secret: true }),
  CLERK_JWT_KEY: setting(Type.String({ pattern: 'BEGIN PUBLIC KEY' }), 'una clave pública PEM (-----BEGIN PUBLIC KEY-----…)'),
  CLERK_WEBHOOK_SECRET: setting(Type.String({ pattern: '^whsec_[A-Za-z0-9+/=]+$' }), 'el secreto de firma del webhook de Clerk (whsec_…)', { secret: true }),
  CLERK_AUTHORIZED_PARTIES: setting(Type.String(), 'orígenes separados por comas', { check: (v) => list(v).every(isOrigin) }),
  WEB_DIST: setting(Type.String({ minLength: 1 }), 'una carpeta'),
  VAPID_PUBLIC_KEY: setting(Type.String({ minLength: 1 }), 'una clave pública VAPID'),
  VAPID_PRIVATE_KEY: SECRET_TEXT,
  VAPID_SUBJECT: setting(Type.String({ pattern: '^(mailto:|https://)' }), 'un mailto:… o una URL https://…'),
  METRICS_TOKEN: setting(Type.String({ minLength: 16, pattern: '^[!-~]+$' }), 'al menos 16 caracteres visibles, sin espacios', { secret: true }),
  READY_MAX_LAG: setting(Type.Integer({ minimum: 0 }), 'una cantidad de eventos (entero ≥ 0)'),
  API_DOCS_PUBLIC: setting(FLAG, FLAG_TEXT),
  SMTP_URL: setting(Type.String({ pattern: '^smtps?://[^/?#]+' }), 'una URL smtp://usuario:clave@host:587 o smtps://usuario:clave@host:465', { secret: true }),
  MAIL_FROM: setting(Type.String(), 'una dirección como hola@estudio.com o Estudio <hola@estudio.com>', { check: (v) => mailAddress(v) !== undefined }),
  MAIL_REPLY_TO: setting(Type.String(), 'una dirección como hola@estudio.com', { check: (v) => mailAddress(v) !== undefined }),
  EMAIL_LINK_SECRET: setting(Type.String({ minLength: 32 }), 'al menos 32 caracteres', { secret: true }),
} satisfies Record<string, Setting<any>>;

/** Every variable the server reads (the README's configuration table lists each; a test checks it). */
export const SETTING_NAMES = Object.keys(SETTINGS);

type Settings = typeof SETTINGS;
type Env = { [K in keyof Settings]?: Static<Settings[K]['schema']> };

const isNumeric = (schema: TSchema) => ['integer', 'number'].includes((schema as { type?: string }).type ?? '');

/** Reads and checks every known variable; collects every problem so one start shows them all. */
function readEnv(env: NodeJS.ProcessEnv): Env {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(SETTINGS) as [string, Setting][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    // Numbers are written as plain decimals: "3.5" is no port and "1e3" no day count.
    const value = isNumeric(spec.schema) ? (/^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw) : raw;
    if (Value.Check(spec.schema, value) && (spec.check?.(value) ?? true)) out[name] = value;
    else problems.push(`${name}${spec.secret ? '' : `=${JSON.stringify(raw)}`} no es válido: se espera ${spec.expects}.`);
  }
  if (Boolean(env.CLERK_PUBLISHABLE_KEY) !== Boolean(env.CLERK_SECRET_KEY)) {
    problems.push(`${env.CLERK_SECRET_KEY ? 'CLERK_PUBLISHABLE_KEY' : 'CLERK_SECRET_KEY'} falta: el modo Clerk necesita CLERK_PUBLISHABLE_KEY y CLERK_SECRET_KEY.`);
  }
  if (env.SMTP_URL?.trim() && !env.MAIL_FROM?.trim()) problems.push('MAIL_FROM falta: el correo (SMTP_URL) necesita un remitente.');
  if (env.SMTP_URL?.trim() && !env.PUBLIC_ORIGIN?.trim()) problems.push('PUBLIC_ORIGIN falta: los enlaces de los correos (SMTP_URL) lo usan.');
  if (problems.length > 0) throw new ConfigError(problems);
  return out as Env;
}

/** `hola@estudio.com` or `Estudio <hola@estudio.com>`: the display name (if any) and the address. */
function mailAddress(value: string): { name: string | undefined; address: string } | undefined {
  const match = /^\s*(?:([^<>"]*?)\s*<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+))\s*$/.exec(value);
  if (!match) return undefined;
  return { name: match[1] || undefined, address: match[2] ?? match[3] };
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY. Off by default: X-Forwarded-For is then ignored, since any client could write it and pick the
 * address the sign-in limit counts. Behind a reverse proxy, name how many proxies stand in front (`1`) or
 * their addresses (`10.0.0.5,172.18.0.0/16`, or proxy-addr's `loopback`/`uniquelocal`). `true` (trust every
 * hop) is refused on purpose. Undefined when the value is not valid.
 */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'off' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = list(value);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : undefined;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function trusting the nearest `hops` peers
 * (Fastify itself no longer honours a bare number): with 1, the address the proxy appended is the client's.
 * It trusts whoever connects directly, so publish the app's port only to the proxy (or list its addresses).
 */
export const trustProxyOption = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** Reads `.env` into process.env when it exists; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): boolean {
  if (!fs.existsSync(file)) return false;
  loadEnvFile(file);
  return true;
}

/** The settings, checked: throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(env);
  const clerk =
    e.CLERK_PUBLISHABLE_KEY && e.CLERK_SECRET_KEY
      ? {
          publishableKey: e.CLERK_PUBLISHABLE_KEY,
          secretKey: e.CLERK_SECRET_KEY,
          jwtKey: e.CLERK_JWT_KEY?.replace(/\\n/g, '\n'),
          authorizedParties: e.CLERK_AUTHORIZED_PARTIES ? list(e.CLERK_AUTHORIZED_PARTIES) : undefined,
          webhookSecret: e.CLERK_WEBHOOK_SECRET,
        }
      : undefined;
  const publicOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined;
  return {
    port: e.PORT ?? 3000,
    studioName: e.STUDIO_NAME ?? 'Pulso',
    // Only this machine by default: the first account to register becomes admin, so opening it is a choice.
    host: e.HOST ?? '127.0.0.1',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    studioTz: e.STUDIO_TZ ?? 'America/Argentina/Buenos_Aires',
    // The demo studio is for the embedded default; on a real database it must be asked for.
    seedDemo: flag(e.SEED_DEMO) ?? !e.DATABASE_URL,
    adminEmails: list(e.ADMIN_EMAILS).map((a) => a.toLowerCase()),
    // Behind https the cookie must be Secure; an explicit setting still wins (e.g. a TLS proxy on localhost).
    cookieSecure: flag(e.COOKIE_SECURE) ?? publicOrigin?.startsWith('https://') ?? false,
    sessionTtlDays: e.SESSION_TTL_DAYS ?? 30,
    sessionIdleDays: e.SESSION_IDLE_DAYS ?? 14,
    publicOrigin,
    allowedOrigins: list(e.ALLOWED_ORIGINS).map((o) => new URL(o).origin),
    publicEmbedOrigins: list(e.PUBLIC_EMBED_ORIGINS).map((o) => new URL(o).origin),
    logLevel: e.LOG_LEVEL ?? 'info',
    pushAllowPrivateEndpoints: flag(e.PUSH_ALLOW_PRIVATE_ENDPOINTS) ?? false,
    trustProxy: e.TRUST_PROXY ? (parseTrustProxy(e.TRUST_PROXY) ?? false) : false,
    clerk,
    webDist: path.resolve(e.WEB_DIST ?? 'web/dist'),
    vapid:
      e.VAPID_PUBLIC_KEY || e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    readyMaxLag: e.READY_MAX_LAG ?? 1000,
    // The reference names every route and field: a map of the API is for the studio's admins unless opened on purpose.
    apiDocsPublic: flag(e.API_DOCS_PUBLIC) ?? false,
    email: emailConfig(e, e.STUDIO_NAME ?? 'Pulso', publicOrigin),
    emailLinkSecret: e.EMAIL_LINK_SECRET,
  };
}

function emailConfig(e: Env, studioName: string, origin: string | undefined): EmailConfig | undefined {
  const from = e.MAIL_FROM ? mailAddress(e.MAIL_FROM) : undefined;
  if (!e.SMTP_URL || !from || !origin) return undefined;
  // Quoted, so a studio name with a comma or a period stays one display name.
  const name = (from.name ?? studioName).replace(/["\\]/g, '');
  return { smtpUrl: e.SMTP_URL, from: `"${name}" <${from.address}>`, replyTo: e.MAIL_REPLY_TO ? mailAddress(e.MAIL_REPLY_TO)?.address : undefined, origin };
}
