import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The built web app as build:web leaves it: every file with .br and .gz next to it. The precompressed files here
 * hold different text from the plain ones, so an answer can only decode to it if the server sent the file from
 * disk rather than compressing the plain one on the fly.
 */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pulso-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Pulso</title>',
    'assets/index-AbC123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(`br:${name}`));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(`gz:${name}`));
  }
  return dist;
}

describe('built web assets: precompressed, cached by name', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: fakeBuild() } });
  });
  afterAll(() => t.close());

  it('sends the .br file to a browser that takes brotli, the .gz file to one that takes gzip only', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('br:assets/index-AbC123.js');

    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('gz:assets/index-AbC123.js');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log/);
  });

  it('hashed files under /assets are cached for a year, immutable; index.html is revalidated every time', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/planificaciones/7']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe('br:index.html');
    }
  });

  it('answers a chunk that is not there (a tab on an older build) with a 404, never with index.html', async () => {
    for (const url of ['/assets/index-Gone99.js', '/assets/style-Gone99.css', '/logo-old.png']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/problem\+json/);
    }
    const deepLink = await t.app.inject({ method: 'GET', url: '/admin/usuarios' });
    expect(deepLink.statusCode).toBe(200);
  });

  it('answers HEAD for a page as GET would, without the body (uptime checks, link previews)', async () => {
    for (const url of ['/', '/planificaciones/7']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toMatch(/text\/html/);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-existe' })).statusCode).toBe(404);
  });
});
