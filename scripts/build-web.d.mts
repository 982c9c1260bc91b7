/** Content hash of the web app's sources (see build-web.mjs); `base` defaults to the repository root. */
export function sourceHash(base?: string): string;
