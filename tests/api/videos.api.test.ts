import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const mp4 = (size = 6000) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 0, 0]), Buffer.from('isomiso2'), Buffer.alloc(size, 1)]);
const BOUNDARY = '----pulso-test-boundary';

function multipart(parts: Array<{ name: string; value?: string; filename?: string; body?: Buffer | Readable }>): Readable {
  async function* chunks() {
    for (const p of parts) {
      const disposition = p.filename ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: video/mp4\r\n' : ''}\r\n`);
      if (p.body instanceof Readable) yield* p.body;
      else yield p.body ?? Buffer.from(p.value ?? '');
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return Readable.from(chunks());
}

describe('videos API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const videoDir = () => path.join(t.config.dataDir, 'uploads', 'videos');
  const storedFiles = () => (fs.existsSync(videoDir()) ? fs.readdirSync(videoDir()) : []);
  const page = (query: string, token = member) => t.as(token, { method: 'GET', url: `/api/videos/getVideos${query}` });
  const upload = (parts: Parameters<typeof multipart>[0], token = admin) =>
    t.as(token, { method: 'POST', url: '/api/videos/uploadVideo', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipart(parts) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    member = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('lists nothing yet, to signed-in users only', async () => {
    expect((await t.as(undefined, { method: 'GET', url: '/api/videos/getVideos' })).statusCode).toBe(401);
    expect((await page('')).json()).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 9, totalPages: 0 } });
  });

  it('lets only admins add links, and only http(s) ones', async () => {
    const asMember = await t.as(member, { method: 'POST', url: '/api/videos/addVideo', payload: { nombre: 'x', url: 'https://example.com/x' } });
    expect(asMember.statusCode).toBe(403);
    const anon = await t.as(undefined, { method: 'POST', url: '/api/videos/addVideo', payload: { nombre: 'x', url: 'https://example.com/x' } });
    expect(anon.statusCode).toBe(401);
    for (const url of ['javascript:alert(1)', 'data:text/html,hola', 'no es un link']) {
      const res = await t.as(admin, { method: 'POST', url: '/api/videos/addVideo', payload: { nombre: 'Malo', url } });
      expect(res.json()).toMatchObject({ status: 400, code: 'INVALID_VIDEO_URL' });
    }
  });

  it('pages through 20 videos in name order, 9 per page by default', async () => {
    for (let i = 1; i <= 20; i++) {
      const n = String(i).padStart(2, '0');
      const res = await t.as(admin, { method: 'POST', url: '/api/videos/addVideo', payload: { nombre: `Ejercicio ${n}.mp4`, url: `https://example.com/videos/${n}` } });
      expect(res.statusCode).toBe(201);
    }
    const first = (await page('')).json();
    expect(first.pagination).toEqual({ total: 20, page: 1, limit: 9, totalPages: 3 });
    expect(first.data).toHaveLength(9);
    expect(first.data[0]).toEqual({ id: expect.any(Number), nombre: 'Ejercicio 01.mp4', url: 'https://example.com/videos/01' });
    const third = (await page('?page=3&limit=9')).json();
    expect(third.data.map((v: { nombre: string }) => v.nombre)).toEqual(['Ejercicio 19.mp4', 'Ejercicio 20.mp4']);
    expect((await page('?page=4')).json()).toMatchObject({ data: [], pagination: { page: 4, totalPages: 3 } });
    expect((await page('?limit=100')).json().data).toHaveLength(20);

    // The picker's search runs over the whole library, then pages: "ejercicio 1" is 10..19 (10 of them).
    const found = (await page('?q=EJERCICIO%201&page=2')).json();
    expect(found.pagination).toEqual({ total: 10, page: 2, limit: 9, totalPages: 2 });
    expect(found.data.map((v: { nombre: string }) => v.nombre)).toEqual(['Ejercicio 19.mp4']);
    expect((await page('?q=%25')).json().pagination.total).toBe(0);
    expect((await page('?q=%20%20')).json().pagination.total).toBe(20);
  });

  it('answers bad page and limit values with a Spanish 400, never a crash', async () => {
    const cases: Array<[string, string]> = [
      ['?page=0', 'INVALID_PAGE'], ['?page=-1', 'INVALID_PAGE'], ['?page=abc', 'INVALID_PAGE'], ['?page=1.5', 'INVALID_PAGE'],
      ['?page=99999999999', 'INVALID_PAGE'], ['?limit=0', 'INVALID_LIMIT'], ['?limit=-1', 'INVALID_LIMIT'], ['?limit=abc', 'INVALID_LIMIT'],
      ['?limit=1000', 'INVALID_LIMIT'], ['?page=1&page=2', 'VALIDATION_ERROR'],
    ];
    for (const [query, code] of cases) {
      const res = await page(query);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code });
      expect(res.json().detail).toMatch(/[a-záéíóú]/);
    }
  });

  it('renames and deletes videos as admin', async () => {
    const { id } = (await t.as(admin, { method: 'POST', url: '/api/videos/addVideo', payload: { nombre: 'Zancadas', url: 'https://example.com/z' } })).json();
    expect((await t.as(member, { method: 'POST', url: '/api/videos/updateVideo', payload: { id, nombre: 'x' } })).statusCode).toBe(403);
    const renamed = await t.as(admin, { method: 'POST', url: '/api/videos/updateVideo', payload: { id, nombre: 'Zancadas con mancuernas' } });
    expect(renamed.json()).toEqual({ id, nombre: 'Zancadas con mancuernas', url: 'https://example.com/z' });
    expect((await t.as(admin, { method: 'POST', url: '/api/videos/deleteVideo', payload: { id } })).json()).toEqual({ id, deleted: true });
    expect((await t.as(admin, { method: 'POST', url: '/api/videos/deleteVideo', payload: { id } })).json().code).toBe('VIDEO_NOT_FOUND');
    expect((await t.as(admin, { method: 'POST', url: '/api/videos/updateVideo', payload: { id: 424242, nombre: 'x' } })).statusCode).toBe(404);
  });

  it('streams an uploaded MP4 to the file store and serves it with range requests', async () => {
    const bytes = mp4();
    const res = await upload([{ name: 'nombre', value: 'Sentadilla goblet' }, { name: 'video', filename: 'sentadilla.mp4', body: bytes }]);
    expect(res.statusCode).toBe(201);
    const video = res.json();
    expect(video).toMatchObject({ nombre: 'Sentadilla goblet', url: expect.stringMatching(/^\/api\/videos\/files\/[0-9a-f-]{36}\.mp4$/) });

    const whole = await t.as(member, { method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' });
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.as(member, { method: 'GET', url: video.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(part.body).toBe('ftypisom');
    const tail = await t.as(member, { method: 'GET', url: video.url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await t.as(member, { method: 'GET', url: video.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect((await t.as(undefined, { method: 'GET', url: video.url })).statusCode).toBe(401);

    const named = await upload([{ name: 'video', filename: 'Plancha lateral.mov', body: mp4() }]);
    expect(named.json().nombre).toBe('Plancha lateral');
  });

  it('answers byte ranges the way players and browsers expect: 206, open and suffix ranges, 416, HEAD, revalidation', async () => {
    const bytes = mp4(1000);
    const video = (await upload([{ name: 'video', filename: 'rangos.mp4', body: bytes }])).json();
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.as(member, { method, url: video.url, headers });
    const size = bytes.length;

    const open = await get({ range: `bytes=${size - 4}-` });
    expect([open.statusCode, open.headers['content-range'], open.headers['content-length']]).toEqual([206, `bytes ${size - 4}-${size - 1}/${size}`, '4']);
    expect(open.rawPayload.equals(bytes.subarray(size - 4))).toBe(true);
    const suffix = await get({ range: 'bytes=-16' });
    expect([suffix.statusCode, suffix.headers['content-range']]).toEqual([206, `bytes ${size - 16}-${size - 1}/${size}`]);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 16))).toBe(true);
    const pastTheEnd = await get({ range: `bytes=${size - 2}-${size + 100}` });
    expect([pastTheEnd.statusCode, pastTheEnd.rawPayload.length]).toEqual([206, 2]);

    const unsatisfiable = await get({ range: `bytes=${size + 10}-` });
    expect([unsatisfiable.statusCode, unsatisfiable.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    // Several ranges, or a malformed header: the whole file, as RFC 9110 allows.
    for (const range of ['bytes=0-1,4-5', 'items=0-9']) {
      const whole = await get({ range });
      expect([range, whole.statusCode, whole.rawPayload.length]).toEqual([range, 200, size]);
    }

    const head = await get({}, 'HEAD');
    expect([head.statusCode, head.headers['content-length'], head.headers['content-type'], head.headers['accept-ranges'], head.rawPayload.length]).toEqual([200, String(size), 'video/mp4', 'bytes', 0]);
    const headRange = await get({ range: 'bytes=0-9' }, 'HEAD');
    expect([headRange.statusCode, headRange.headers['content-range'], headRange.rawPayload.length]).toEqual([206, `bytes 0-9/${size}`, 0]);

    const whole = await get();
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.headers.etag).toEqual(expect.any(String));
    expect((await get({ 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
    // A range asked for a version of the file that is no longer the current one gets the whole file.
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"not-the-etag"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, size]);

    expect((await t.as(undefined, { method: 'HEAD', url: video.url })).statusCode).toBe(401);
    for (const url of ['/api/videos/files/00000000-0000-0000-0000-000000000000.mp4', '/api/videos/files/..%2F..%2Fsecret.mp4', '/api/videos/files/.hidden']) {
      const missing = await t.as(member, { method: 'GET', url });
      expect({ url, status: missing.statusCode, code: missing.json().code }).toEqual({ url, status: 404, code: 'VIDEO_NOT_FOUND' });
    }
  });

  it('refuses non-videos, members and oversized uploads, keeping nothing', async () => {
    const before = storedFiles();
    const exe = await upload([{ name: 'video', filename: 'video.mp4', body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 9)]) }]);
    expect(exe.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
    expect((await upload([{ name: 'video', filename: 'a.mp4', body: Buffer.alloc(0) }])).json().code).toBe('EMPTY_FILE');
    expect((await upload([{ name: 'nombre', value: 'sin archivo' }])).json().code).toBe('VIDEO_REQUIRED');
    expect((await upload([{ name: 'video', filename: 'a.mp4', body: mp4() }], member)).statusCode).toBe(403);
    const json = await t.as(admin, { method: 'POST', url: '/api/videos/uploadVideo', payload: { nombre: 'x' } });
    expect(json.json().code).toBe('MULTIPART_REQUIRED');

    // 201 MB generated on the fly: the server must stream it to disk, stop at 200 MB and keep nothing.
    const oneMb = Buffer.alloc(1024 * 1024, 7);
    const huge = Readable.from((function* () {
      yield mp4(1024);
      for (let i = 0; i < 201; i++) yield oneMb;
    })());
    const rssBefore = process.memoryUsage().rss;
    const tooBig = await upload([{ name: 'video', filename: 'enorme.mp4', body: huge }]);
    expect(tooBig.json()).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    expect(storedFiles()).toEqual(before);
  });
});
