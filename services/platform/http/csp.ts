import type { Config } from '../../config';

/** The frontend API host a Clerk publishable key encodes (pk_test_<base64 of "host$">). */
export function clerkFrontendHost(publishableKey: string): string | undefined {
  const encoded = publishableKey.replace(/^pk_(test|live)_/, '');
  try {
    return Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '') || undefined;
  } catch {
    return undefined;
  }
}

/** Same-origin by default; Clerk mode also allows Clerk's script, API and images. */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const clerkHost = config.clerk ? clerkFrontendHost(config.clerk.publishableKey) : undefined;
  const clerk = clerkHost ? [`https://${clerkHost}`, 'https://*.clerk.accounts.dev', 'https://img.clerk.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...clerk],
    connectSrc: ["'self'", 'ws:', 'wss:', ...clerk],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: ["'self'", ...clerk],
    workerSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
