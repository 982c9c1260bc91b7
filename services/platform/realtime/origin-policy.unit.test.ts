import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-policy';
import { withoutToken } from './request-log';

describe('websocket handshake origin', () => {
  it('lets non-browser clients (no Origin header) through', () => {
    expect(originAllowed(undefined, 'pulso.example', [])).toBe(true);
  });

  it('accepts a page served from the same host, default ports included', () => {
    expect(originAllowed('https://pulso.example', 'pulso.example', [])).toBe(true);
    expect(originAllowed('https://pulso.example', 'pulso.example:443', [])).toBe(true);
    expect(originAllowed('http://127.0.0.1:5173', '127.0.0.1:5173', [])).toBe(true);
  });

  it('refuses other sites, other ports, opaque and malformed origins', () => {
    expect(originAllowed('https://evil.example', 'pulso.example', [])).toBe(false);
    expect(originAllowed('https://pulso.example.evil.example', 'pulso.example', [])).toBe(false);
    expect(originAllowed('http://127.0.0.1:9999', '127.0.0.1:5173', [])).toBe(false);
    expect(originAllowed('null', 'pulso.example', [])).toBe(false);
    expect(originAllowed('chrome-extension://abc', 'abc', [])).toBe(false);
    expect(originAllowed('not a url', 'pulso.example', [])).toBe(false);
  });

  it('accepts origins listed in ALLOWED_ORIGINS or PUBLIC_ORIGIN, written with or without a trailing slash', () => {
    const trusted = ['https://app.pulso.example/', 'http://localhost:5173'];
    expect(originAllowed('https://app.pulso.example', 'api.internal:3000', trusted)).toBe(true);
    expect(originAllowed('http://localhost:5173', 'api.internal:3000', trusted)).toBe(true);
    expect(originAllowed('http://app.pulso.example', 'api.internal:3000', trusted)).toBe(false);
  });
});

describe('request log line', () => {
  it('never shows the ?token= a websocket handshake carries', () => {
    expect(withoutToken('/api/ws?token=s3cr3t')).toBe('/api/ws?token=[REDACTED]');
    expect(withoutToken('/api/ws?x=1&TOKEN=s3cr3t&y=2')).toBe('/api/ws?x=1&TOKEN=[REDACTED]&y=2');
    expect(withoutToken('/api/agenda?mytoken=keep')).toBe('/api/agenda?mytoken=keep');
  });
});
