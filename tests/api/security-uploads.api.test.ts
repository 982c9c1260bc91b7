import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonUpload, minimalPdf, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A small PNG whose header claims `width` x `height` pixels: what a decompression ("pixel") bomb looks like
 * before anything is decoded. Valid signature and IHDR checksum, so only the pixel count gives it away.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await raster('png', 4));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('uploaded images and receipts', () => {
  let t: TestApp;
  let admin: string;
  let paquete: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    paquete = (await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
  });
  afterAll(() => t.close());

  it('refuses a receipt image that would decode to 100 megapixels, before decoding it, and stores nothing', async () => {
    const member = await t.signUp();
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(12 * 1024);
    const res = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(bomb, paquete, 'pago.png', 'image/png') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', detail: expect.stringMatching(/^La resolución de la imagen del comprobante es demasiado grande \(máximo 40 megapíxeles\)/) });
    expect(await t.db.handle.db.selectFrom('package_requests').selectAll().execute()).toEqual([]);
  });

  it('refuses a news image over 40 megapixels with the same rule', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/noticias/uploadNoticiaImage', payload: { fileData: (await pngClaiming(8_000, 6_000)).toString('base64') } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('serves a PDF receipt as a download under a sandbox policy, and an image inline under the same policy', async () => {
    const served: Record<string, Record<string, unknown>> = {};
    for (const [kind, bytes] of [['pdf', minimalPdf()], ['png', await raster('png')]] as const) {
      const member = await t.signUp();
      const up = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(bytes, paquete, `pago.${kind}`, 'application/octet-stream') });
      expect(up.statusCode, up.body).toBe(201);
      served[kind] = (await t.as(member.token, { method: 'GET', url: up.json().publicUrl })).headers;
    }
    expect(served.pdf['content-type']).toBe('application/pdf');
    expect(served.pdf['content-disposition']).toBe('attachment; filename="comprobante.pdf"');
    expect(served.png['content-disposition']).toBe('inline; filename="comprobante.png"');
    for (const headers of Object.values(served)) {
      expect(String(headers['content-security-policy'])).toMatch(/^sandbox;/);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
