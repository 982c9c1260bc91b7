import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const png = (width = 64, height = 32) => sharp({ create: { width, height, channels: 3, background: '#ff4d2e' } }).png().toBuffer();
const upload = (bytes: Buffer, extra: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/noticias/uploadNoticiaImage',
  payload: { fileName: 'foto.png', fileType: 'image/png', fileData: bytes.toString('base64'), ...extra },
});

describe('news (noticias) API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const newsDir = () => path.join(t.config.dataDir, 'uploads', 'news');
  const storedFiles = () => (fs.existsSync(newsDir()) ? fs.readdirSync(newsDir()) : []);
  const eventTypes = async () => (await t.db.handle.db.selectFrom('es_events').select('event_type').where('event_type', 'like', 'News%').execute()).map((r) => r.event_type);

  const uploadImage = async () => {
    const res = await t.as(admin, upload(await png()));
    expect(res.statusCode).toBe(200);
    return res.json().publicUrl as string;
  };
  const create = async (body: Record<string, unknown>, token = admin) =>
    t.as(token, { method: 'POST', url: '/api/noticias/crearNoticia', payload: body });

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = (await t.signUp()).token;
    member = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('lets only signed-in users read the feed and only admins write it', async () => {
    expect((await t.as(undefined, { method: 'GET', url: '/api/noticias/getNoticias' })).statusCode).toBe(401);
    expect((await t.as(member, { method: 'GET', url: '/api/noticias/getNoticias' })).json()).toEqual([]);
    const bytes = await png();
    expect((await t.as(undefined, upload(bytes))).statusCode).toBe(401);
    const asMember = await t.as(member, upload(bytes));
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('ADMIN_ONLY');
    const url = await uploadImage();
    const memberCreate = await create({ titulo: 'x', contenido: 'y', imagen_url: url }, member);
    expect(memberCreate.statusCode).toBe(403);
    for (const route of ['updateNoticia', 'deleteNoticia']) {
      expect((await t.as(member, { method: 'POST', url: `/api/noticias/${route}`, payload: { id: 1, titulo: 'a', contenido: 'b' } })).statusCode).toBe(403);
    }
    expect(await eventTypes()).toEqual([]);
  });

  it('publishes a post dated on the studio clock, newest first, with the image served to signed-in users', async () => {
    const url = await uploadImage();
    expect(url).toMatch(/^\/api\/noticias\/images\/[0-9a-f-]{36}\.png$/);
    const first = await create({ titulo: 'Horarios de diciembre', subtitulo: 'Cambios por las fiestas', contenido: 'El 24 cerramos a las 13 h.', imagen_url: url });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ titulo: 'Horarios de diciembre', subtitulo: 'Cambios por las fiestas', fecha: '2026-11-16 12:00:00', imagen_url: url });
    const second = await create({ titulo: 'Nueva clase de movilidad', contenido: 'Martes 8 h.', imagen_url: url, fecha: '2026-11-17T09:30' });
    expect(second.json()).toMatchObject({ subtitulo: '', fecha: '2026-11-17 09:30:00' });

    const feed = (await t.as(member, { method: 'GET', url: '/api/noticias/getNoticias' })).json();
    expect(feed.map((n: { titulo: string }) => n.titulo).slice(0, 2)).toEqual(['Nueva clase de movilidad', 'Horarios de diciembre']);

    const image = await t.as(member, { method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    expect((await t.as(undefined, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(member, { method: 'GET', url: '/api/noticias/images/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('requires a title, content and an uploaded image (Por favor selecciona una imagen)', async () => {
    const noImage = await create({ titulo: 'Sin imagen', contenido: 'Texto' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ code: 'IMAGE_REQUIRED', detail: 'Por favor selecciona una imagen' });
    const foreign = await create({ titulo: 'Afuera', contenido: 'Texto', imagen_url: 'https://tracker.example.com/pixel.gif' });
    expect(foreign.json().code).toBe('IMAGE_NOT_UPLOADED');
    const url = await uploadImage();
    expect((await create({ titulo: '   ', contenido: 'Texto', imagen_url: url })).json().code).toBe('VALIDATION_ERROR');
    expect((await create({ titulo: 'T', imagen_url: url })).statusCode).toBe(400);
    expect((await create({ titulo: 'T', contenido: 'C', imagen_url: url, fecha: '2026-13-45 99:00' })).json().code).toBe('INVALID_FECHA');
  });

  it('re-encodes images: metadata stripped, at most 1600 px, GIF served as WebP', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#123456' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'Fotógrafa' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await t.as(admin, upload(withExif, { fileName: 'foto.jpg', fileType: 'image/jpeg' }));
    const url = res.json().publicUrl as string;
    expect(url).toMatch(/\.jpg$/);
    const served = await t.as(member, { method: 'GET', url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 533 });
    expect(meta.exif).toBeUndefined();

    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    const gifUrl = (await t.as(admin, upload(gif, { fileName: 'a.gif', fileType: 'image/gif' }))).json().publicUrl as string;
    expect(gifUrl).toMatch(/\.webp$/);
    expect((await t.as(member, { method: 'GET', url: gifUrl })).headers['content-type']).toBe('image/webp');
  });

  it('rejects a corpus of bad images by content and stores nothing', async () => {
    const before = storedFiles();
    const good = await png(200, 100);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 7)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['renamed executable', upload(elf).payload, 415, 'UNSUPPORTED_FILE_TYPE'],
      ['svg', upload(svg, { fileName: 'logo.svg', fileType: 'image/svg+xml' }).payload, 415, 'UNSUPPORTED_FILE_TYPE'],
      ['truncated png', upload(good.subarray(0, Math.floor(good.length * 0.6))).payload, 400, 'INVALID_IMAGE'],
      ['oversized', upload(Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024)])).payload, 413, 'PAYLOAD_TOO_LARGE'],
      ['empty', upload(Buffer.alloc(0)).payload, 400, 'EMPTY_FILE'],
      ['not base64', { fileName: 'x.png', fileType: 'image/png', fileData: '%%%no es base64%%%' }, 400, 'INVALID_FILE_DATA'],
      ['no data', { fileName: 'x.png' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [name, payload, status, code] of cases) {
      const res = await t.as(admin, { method: 'POST', url: '/api/noticias/uploadNoticiaImage', payload });
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status, code });
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect(storedFiles()).toEqual(before);
  });

  it('updates and deletes posts (deleting removes the unused image)', async () => {
    const url = await uploadImage();
    const { id } = (await create({ titulo: 'Original', contenido: 'Texto', imagen_url: url })).json();
    const updated = await t.as(admin, { method: 'POST', url: '/api/noticias/updateNoticia', payload: { id, titulo: 'Editada', subtitulo: 'Sub', contenido: 'Nuevo texto' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, titulo: 'Editada', subtitulo: 'Sub', contenido: 'Nuevo texto', imagen_url: url });
    const missing = await t.as(admin, { method: 'POST', url: '/api/noticias/updateNoticia', payload: { id: 9999, titulo: 'a', contenido: 'b' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NEWS_NOT_FOUND');

    // Replacing the image removes the old file (no other post shows it).
    const replacement = await uploadImage();
    const swapped = await t.as(admin, { method: 'POST', url: '/api/noticias/updateNoticia', payload: { id, titulo: 'Editada', subtitulo: 'Sub', contenido: 'Nuevo texto', imagen_url: replacement } });
    expect(swapped.json().imagen_url).toBe(replacement);
    expect(storedFiles()).not.toContain(url.split('/').pop());

    const file = replacement.split('/').pop()!;
    expect(storedFiles()).toContain(file);
    const deleted = await t.as(admin, { method: 'POST', url: '/api/noticias/deleteNoticia', payload: { id } });
    expect(deleted.json()).toEqual({ id, deleted: true });
    expect(storedFiles()).not.toContain(file);
    const feed = (await t.as(member, { method: 'GET', url: '/api/noticias/getNoticias' })).json();
    expect(feed.find((n: { id: number }) => n.id === id)).toBeUndefined();
    expect((await t.as(admin, { method: 'POST', url: '/api/noticias/deleteNoticia', payload: { id } })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'POST', url: '/api/noticias/deleteNoticia', payload: { id: 'abc' } })).statusCode).toBe(400);
  });
});
