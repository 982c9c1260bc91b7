import { lookup } from 'node:dns/promises';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { fail } from '../../events/framework/errors';
import { isPublicAddress } from './public-address';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to (A and AAAA), the way the operating system resolves it. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export const notPublic = () =>
  fail('PUSH_ENDPOINT_NOT_PUBLIC');

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

// A resolver that does not answer in this time counts as a failure (503 at subscribe time, a retry when sending).
const RESOLVE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The addresses a push endpoint's host stands for, all of them public, or a refusal. A literal address is
 * checked as is; a name is resolved and refused when any of its addresses is special-purpose (a name with one
 * public and one private address would let the connection pick the private one).
 */
export async function resolvePublicHost(hostname: string, resolve: HostResolver): Promise<ResolvedAddress[]> {
  const host = bareHost(hostname);
  const family = isIP(host);
  if (family !== 0) {
    if (!isPublicAddress(host)) throw notPublic();
    return [{ address: host, family }];
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await withTimeout(resolve(host), RESOLVE_TIMEOUT_MS);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') {
      throw fail('PUSH_ENDPOINT_UNKNOWN_HOST');
    }
    throw fail('PUSH_ENDPOINT_UNRESOLVED');
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) throw notPublic();
  return addresses;
}

/**
 * An https agent that connects to `address` whatever name it is asked for: the address just checked, so a
 * DNS answer that changes between the check and the connection (DNS rebinding) cannot redirect the request.
 * TLS still verifies the certificate against the endpoint's name (SNI and hostname come from the URL).
 */
export function pinnedAgent(pinned: ResolvedAddress, base?: https.Agent): https.Agent {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new https.Agent({ ...(base?.options ?? {}), keepAlive: false, lookup: pinnedLookup });
}
