/**
 * Whether a websocket handshake's Origin may open a socket. Browsers send cookies on cross-site
 * websocket handshakes and CORS does not apply to them, so without this check any site a member
 * visits could open a socket in their name (cross-site websocket hijacking).
 * - no Origin: not a browser (a script, a test, a native app), which holds its credentials itself;
 * - same origin: the Origin's host is the host the request was sent to;
 * - or listed in ALLOWED_ORIGINS / PUBLIC_ORIGIN.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, trustedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  const url = parse(origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false; // includes 'null'
  if (host && parse(`${url.protocol}//${host}`)?.host === url.host) return true;
  return trustedOrigins.some((trusted) => parse(trusted)?.origin === url.origin);
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
