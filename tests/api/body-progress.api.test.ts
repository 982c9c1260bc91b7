import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };
const R = '/api/progreso';

describe('body progress: her measurements and photos, hers alone until she shares them', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let bea: Person;

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(who.token, { method, url, ...(payload ? { payload } : {}) });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const uploads = () => path.join(t.config.dataDir, 'uploads', 'progress');
  const storedPhotos = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).length : 0);
  const photoData = async (color = '#c08060') =>
    (await sharp({ create: { width: 2400, height: 3200, channels: 3, background: color } }).jpeg().withMetadata({ exif: { IFD0: { Artist: 'Ana', Model: 'Teléfono' } } }).toBuffer()).toString('base64');

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    await ok(await call(admin, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    ana = await t.signUp({ firstName: 'Ana' });
    bea = await t.signUp({ firstName: 'Bea' });
  });
  afterAll(() => t.close());

  it('she logs any subset of the figures on a day, as numbers or a form\'s text, and reads them oldest first', async () => {
    expect(await ok(await call(ana, 'GET', R))).toEqual({ compartido: false, medidas: [], fotos: [] });
    await ok(await call(ana, 'POST', `${R}/medidas`, { fecha: '2026-11-16', peso: '71,5', cintura: 79 }));
    const after = await ok(await call(ana, 'POST', `${R}/medidas`, { fecha: '2026-10-16', peso: 73.25, grasa: '24', cadera: '' }));
    expect(after.medidas).toEqual([
      { id: expect.any(String), fecha: '2026-10-16', peso: 73.3, cintura: null, cadera: null, pecho: null, brazo: null, muslo: null, grasa: 24 },
      { id: expect.any(String), fecha: '2026-11-16', peso: 71.5, cintura: 79, cadera: null, pecho: null, brazo: null, muslo: null, grasa: null },
    ]);
  });

  it('refuses nothing measured, a figure out of range, a day ahead, and writes nothing', async () => {
    const before = await eventCount();
    const bad: [object, number, string][] = [
      [{ fecha: '2026-11-16' }, 400, 'BODY_MEASUREMENT_EMPTY'],
      [{ fecha: '2026-11-16', peso: 7150 }, 400, 'INVALID_BODY_FIGURE'],
      [{ fecha: '2026-11-16', grasa: '90' }, 400, 'INVALID_BODY_FIGURE'],
      [{ fecha: '2026-11-17', peso: 70 }, 400, 'BODY_PROGRESS_DATE_AHEAD'],
      [{ fecha: '16/11/2026', peso: 70 }, 400, 'VALIDATION_ERROR'],
      // What the form does not know is dropped, as everywhere in the API: nothing measured is left.
      [{ fecha: '2026-11-16', altura: 170 }, 400, 'BODY_MEASUREMENT_EMPTY'],
    ];
    for (const [body, status, code] of bad) {
      const res = await call(ana, 'POST', `${R}/medidas`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, detail: expect.any(String) });
    }
    expect((await call(ana, 'POST', `${R}/medidas`, { fecha: '2026-11-16', peso: 7150 })).json().detail).toBe('El peso tiene que ser un número entre 20 y 400 kg.');
    expect(await eventCount()).toBe(before);
  });

  it('removes her own measurement; another member\'s is not there for her', async () => {
    const { medidas } = await ok(await call(ana, 'GET', R));
    const foreign = await call(bea, 'DELETE', `${R}/medidas/${medidas[0].id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('BODY_MEASUREMENT_NOT_FOUND');
    const left = await ok(await call(ana, 'DELETE', `${R}/medidas/${medidas[0].id}`));
    expect(left.medidas.map((m: { fecha: string }) => m.fecha)).toEqual(['2026-11-16']);
    expect((await call(ana, 'DELETE', `${R}/medidas/${medidas[0].id}`)).statusCode).toBe(404);
  });

  it('stores a photo re-encoded without its camera metadata, served to her and to nobody else', async () => {
    const { fotos } = await ok(await call(ana, 'POST', `${R}/fotos`, { fecha: '2026-11-16', pose: 'frente', fileData: await photoData() }));
    expect(fotos).toEqual([{ id: expect.any(String), fecha: '2026-11-16', pose: 'frente', url: `${R}/fotos/${fotos[0].id}` }]);
    const served = await call(ana, 'GET', fotos[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect((await call(bea, 'GET', fotos[0].url)).json().code).toBe('NOT_YOUR_DATA');
    expect((await call(coach, 'GET', fotos[0].url)).statusCode).toBe(403);
  });

  it('refuses a file that is not a photo or is damaged, keeping nothing', async () => {
    const before = [await eventCount(), storedPhotos()];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');
    const notPhoto = await call(ana, 'POST', `${R}/fotos`, { fecha: '2026-11-16', pose: 'perfil', fileData: pdf });
    expect(notPhoto.statusCode).toBe(415);
    expect(notPhoto.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const cut = Buffer.from(await photoData(), 'base64').subarray(0, 4000).toString('base64');
    expect((await call(ana, 'POST', `${R}/fotos`, { fecha: '2026-11-16', pose: 'perfil', fileData: cut })).statusCode).toBe(400);
    expect((await call(ana, 'POST', `${R}/fotos`, { fecha: '2026-11-20', pose: 'perfil', fileData: await photoData() })).json().code).toBe('BODY_PROGRESS_DATE_AHEAD');
    expect([await eventCount(), storedPhotos()]).toEqual(before);
  });

  it('coaches see nothing until she shares, then her figures and photos; when she stops, nothing again', async () => {
    const staffView = (who: Person) => call(who, 'GET', `/api/entrenamientos/socios/${ana.userId}/progreso`);
    expect(await ok(await staffView(coach))).toEqual({ compartido: false, medidas: [], fotos: [] });
    expect((await call(ana, 'GET', `/api/entrenamientos/socios/${bea.userId}/progreso`)).statusCode).toBe(403);
    await ok(await call(ana, 'PUT', `${R}/compartir`, { compartido: true }));
    const shared = await ok(await staffView(coach));
    expect(shared).toMatchObject({ compartido: true, medidas: [{ fecha: '2026-11-16', peso: 71.5 }], fotos: [{ pose: 'frente' }] });
    expect((await call(coach, 'GET', shared.fotos[0].url)).statusCode).toBe(200);
    expect((await call(bea, 'GET', shared.fotos[0].url)).statusCode).toBe(403);
    await ok(await call(ana, 'PUT', `${R}/compartir`, { compartido: false }));
    expect(await ok(await staffView(admin))).toEqual({ compartido: false, medidas: [], fotos: [] });
    expect((await call(admin, 'GET', shared.fotos[0].url)).statusCode).toBe(403);
    expect((await call(coach, 'GET', `/api/entrenamientos/socios/nadie/progreso`)).statusCode).toBe(404);
  });

  it('removes her photo and its file; another member cannot remove it', async () => {
    const { fotos } = await ok(await call(ana, 'GET', R));
    expect((await call(bea, 'DELETE', `${R}/fotos/${fotos[0].id}`)).json().code).toBe('PROGRESS_PHOTO_NOT_FOUND');
    const files = storedPhotos();
    expect((await ok(await call(ana, 'DELETE', `${R}/fotos/${fotos[0].id}`))).fotos).toEqual([]);
    expect(storedPhotos()).toBe(files - 1);
    expect((await call(ana, 'GET', fotos[0].url)).statusCode).toBe(404);
  });

  it('a deleted account takes her figures, photos and files with it', async () => {
    const carla = await t.signUp({ firstName: 'Carla', email: 'carla.progreso@example.com', password: 'me voy del estudio' });
    await ok(await call(carla, 'POST', `${R}/medidas`, { fecha: '2026-11-16', peso: 60 }));
    await ok(await call(carla, 'POST', `${R}/fotos`, { fecha: '2026-11-16', pose: 'espalda', fileData: await photoData('#405060') }));
    const files = storedPhotos();
    expect((await call(carla, 'POST', '/api/auth/delete-account', { confirmacion: 'Eliminar cuenta' })).statusCode).toBe(204);
    expect(storedPhotos()).toBe(files - 1);
    const rows = await t.db.handle.db.selectFrom('body_measurements').select('user_id').where('user_id', '=', carla.userId).execute();
    expect(rows).toEqual([]);
  });
});
