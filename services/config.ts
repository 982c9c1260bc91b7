import path from 'node:path';

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
  publicOrigin: string | undefined;
  allowedOrigins: string[];
  logLevel: string;
  /** Accept push subscriptions on private addresses (a local test push service only). */
  pushAllowPrivateEndpoints: boolean;
  clerk: ClerkConfig | undefined;
  webDist: string;
  /** Web-push VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); generated and persisted when absent. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined } | undefined;
}

export interface ClerkConfig {
  publishableKey: string;
  secretKey: string;
  jwtKey: string | undefined;
  authorizedParties: string[] | undefined;
}

const list = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clerk =
    env.CLERK_PUBLISHABLE_KEY && env.CLERK_SECRET_KEY
      ? {
          publishableKey: env.CLERK_PUBLISHABLE_KEY,
          secretKey: env.CLERK_SECRET_KEY,
          jwtKey: env.CLERK_JWT_KEY?.replace(/\\n/g, '\n') || undefined,
          authorizedParties: env.CLERK_AUTHORIZED_PARTIES ? list(env.CLERK_AUTHORIZED_PARTIES) : undefined,
        }
      : undefined;
  return {
    port: Number(env.PORT ?? 3000),
    studioName: env.STUDIO_NAME ?? 'Pulso',
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    studioTz: env.STUDIO_TZ ?? 'America/Argentina/Buenos_Aires',
    // The demo studio is for the embedded default; on a real database it must be asked for.
    seedDemo: env.DATABASE_URL ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    cookieSecure: env.COOKIE_SECURE === '1',
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    logLevel: env.LOG_LEVEL ?? 'info',
    pushAllowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
    clerk,
    webDist: path.resolve(env.WEB_DIST ?? 'web/dist'),
    vapid:
      env.VAPID_PUBLIC_KEY || env.VAPID_SUBJECT
        ? { publicKey: env.VAPID_PUBLIC_KEY || undefined, privateKey: env.VAPID_PRIVATE_KEY || undefined, subject: env.VAPID_SUBJECT || undefined }
        : undefined,
  };
}
