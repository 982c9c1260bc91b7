import { isIP } from 'node:net';
import type { ErrorParams } from '../../contract/errors';
import { fail } from '../../events/framework/errors';
import { notPublic } from './push-endpoint-guard';
import { isPublicAddress } from './public-address';

/** The parts of a browser PushSubscription (its `toJSON()`) the server needs to encrypt and deliver. */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;
const bad = (reason: ErrorParams<'INVALID_PUSH_SUBSCRIPTION'>['reason']) => fail('INVALID_PUSH_SUBSCRIPTION', { reason });

/**
 * The product description's `token`: the subscription JSON as a string or an object. The endpoint must be https (push
 * services always are; anything else could make the server call into a private network), and the keys
 * must look like a P-256 public key (65 bytes) and a 16-byte auth secret.
 */
/**
 * Push services live on the public internet. A subscription pointing at a private, loopback or link-local
 * address would make the server send requests into its own network on a member's say-so, so it is refused
 * (unless PUSH_ALLOW_PRIVATE_ENDPOINTS is set, for a local test push service). This is the quick check on the
 * text (literal addresses, names that are local by definition); names are resolved and their addresses
 * checked by push-endpoint-guard.ts, at subscribe time and again at every send.
 */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
}

export function parsePushSubscription(token: unknown, opts: { allowPrivateHosts?: boolean } = {}): PushSubscriptionInput {
  let value = token;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw bad('json');
    }
  }
  if (!value || typeof value !== 'object') throw bad('missing');
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || endpoint.length > 2048) throw bad('endpoint');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw bad('endpoint');
  }
  if (url.protocol !== 'https:') throw bad('https');
  if (!opts.allowPrivateHosts && isPrivateHost(url.hostname)) throw notPublic();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (typeof p256dh !== 'string' || !BASE64URL.test(p256dh) || Buffer.from(p256dh, 'base64url').length !== 65) {
    throw bad('p256dh');
  }
  if (typeof auth !== 'string' || !BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length !== 16) {
    throw bad('auth');
  }
  return { endpoint, p256dh, auth };
}
