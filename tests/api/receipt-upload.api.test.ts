import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES as RECEIPT_MAX_BYTES } from '../../services/platform/uploads/proof-file';
import { jsonUpload, minimalHeif, minimalPdf, multipartUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

/** The upload corpus: every accepted kind passes by content; everything else is refused and leaves no trace. */
describe('proof-of-payment upload corpus', () => {
  let t: TestApp;
  let paquete: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signUp();
    paquete = (await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
  });
  afterAll(() => t.close());

  const receiptsDir = () => path.join(t.config.dataDir, 'uploads', 'receipts');
  const stored = async () => (await fs.readdir(receiptsDir()).catch(() => [])).length;
  const events = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const sendJson = (token: string, bytes: Buffer, name: string, type: string) =>
    t.as(token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(bytes, paquete, name, type) });
  const sendForm = (token: string, bytes: Buffer, name: string, type: string) =>
    t.as(token, { method: 'POST', url: '/api/paquetes/uploadComprobante', ...multipartUpload(bytes, paquete, name, type) });

  const accepted: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['PNG', () => raster('png'), 'image/png'],
    ['JPEG', () => raster('jpeg'), 'image/jpeg'],
    ['WebP', () => raster('webp'), 'image/webp'],
    ['GIF', () => raster('gif'), 'image/gif'],
    ['PDF', () => minimalPdf(), 'application/pdf'],
    ['HEIC', () => minimalHeif('heic'), 'image/heic'],
    ['HEIF', () => minimalHeif('mif1'), 'image/heif'],
  ];

  for (const [kind, make, mime] of accepted) {
    it(`accepts a ${kind} receipt in both shapes and serves it back as ${mime}`, async () => {
      const bytes = await make();
      for (const send of [sendJson, sendForm]) {
        const member = await t.signUp();
        // A misleading name and declared type change nothing: the bytes decide.
        const res = await send(member.token, bytes, 'foto.bin', 'application/octet-stream');
        expect(res.statusCode, res.body).toBe(201);
        const served = await t.as(member.token, { method: 'GET', url: res.json().publicUrl });
        expect(served.headers['content-type']).toBe(mime);
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }
    });
  }

  const noisyPng = () => sharp({ create: { width: 160, height: 160, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  const noisyJpeg = () => sharp({ create: { width: 160, height: 160, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x90)]);
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');

  const refused: [string, () => Promise<Buffer> | Buffer, number, string, RegExp][] = [
    ['an executable renamed .png', () => elf, 415, 'UNSUPPORTED_FILE_TYPE', /no es de un tipo aceptado/],
    ['an HTML page', () => html, 415, 'UNSUPPORTED_FILE_TYPE', /no es de un tipo aceptado/],
    ['an SVG named .png', () => svg, 415, 'UNSUPPORTED_FILE_TYPE', /no es de un tipo aceptado/],
    ['a truncated PNG', async () => (await noisyPng()).subarray(0, 4000), 400, 'DAMAGED_FILE', /dañado o incompleto/],
    ['a truncated JPEG', async () => (await noisyJpeg()).subarray(0, 3000), 400, 'DAMAGED_FILE', /dañado o incompleto/],
    ['a truncated PDF', () => minimalPdf().subarray(0, 200), 400, 'DAMAGED_FILE', /dañado o incompleto/],
    ['a truncated HEIC', () => minimalHeif('heic').subarray(0, 60), 400, 'DAMAGED_FILE', /dañado o incompleto/],
    ['an empty file', () => Buffer.alloc(0), 400, 'EMPTY_FILE', /está vacío/],
  ];

  for (const [what, make, status, code, detail] of refused) {
    it(`refuses ${what} in both shapes, storing and appending nothing`, async () => {
      const member = await t.signUp();
      const bytes = await make();
      const before = { files: await stored(), events: await events() };
      for (const send of [sendJson, sendForm]) {
        const res = await send(member.token, bytes, 'comprobante.png', 'image/png');
        const expectedCode = code === 'EMPTY_FILE' && send === sendJson ? 'NO_FILE' : code; // empty base64 = no file at all
        expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: expectedCode === 'NO_FILE' ? 400 : status, code: expectedCode });
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        if (expectedCode === code) expect(res.json().detail).toMatch(detail);
      }
      expect({ files: await stored(), events: await events() }).toEqual(before);
    });
  }

  it('refuses a file over 10 MB in both shapes with a Spanish message, storing nothing', async () => {
    const member = await t.signUp();
    const big = Buffer.concat([await raster('png'), Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const before = { files: await stored(), events: await events() };
    const asJson = await sendJson(member.token, big, 'grande.png', 'image/png');
    expect(asJson.statusCode).toBe(413);
    expect(asJson.json()).toMatchObject({ code: 'FILE_TOO_LARGE', detail: 'El comprobante supera el máximo de 10 MB.' });
    const asForm = await sendForm(member.token, big, 'grande.png', 'image/png');
    expect(asForm.statusCode).toBe(413);
    expect(asForm.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect({ files: await stored(), events: await events() }).toEqual(before);
  });

  it('answers "no file" with NO_FILE in Spanish for both shapes', async () => {
    const member = await t.signUp();
    const json = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: { paqueteId: paquete } });
    expect(json.json()).toMatchObject({ status: 400, code: 'NO_FILE', detail: expect.stringMatching(/No se envió ningún archivo/) });
    const boundary = '----pulsoNoFile';
    const form = await t.as(member.token, {
      method: 'POST',
      url: '/api/paquetes/uploadComprobante',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="paquete_id"\r\n\r\n${paquete}\r\n--${boundary}--\r\n`,
    });
    expect(form.json()).toMatchObject({ status: 400, code: 'NO_FILE' });
  });

  it('deletes the stored file again when the request itself is refused (unknown package)', async () => {
    const member = await t.signUp();
    const before = { files: await stored(), events: await events() };
    const res = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(await raster('png'), 987654) });
    expect(res.json()).toMatchObject({ status: 404, code: 'PACKAGE_NOT_FOUND' });
    expect({ files: await stored(), events: await events() }).toEqual(before);
  });

  it('keeps one receipt when the same upload is retried with its Idempotency-Key', async () => {
    const member = await t.signUp();
    const payload = jsonUpload(await raster('png'), paquete);
    const headers = { 'idempotency-key': 'retry-upload-0001' };
    const before = await stored();
    const first = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload, headers });
    const retry = await t.as(member.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload, headers });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await stored()).toBe(before + 1);
  });
});
