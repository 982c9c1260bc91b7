import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithAdminAndMember } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

describe('GET /api/reportes/*', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ({ t, admin, member } = await startAppWithAdminAndMember());
  });
  afterAll(() => t.close());

  const get = (token: string | undefined, url: string) => t.as(token, { method: 'GET', url });
  const range = 'desde=2026-11-01&hasta=2026-11-30';

  it('answers an admin with every day of the range, zero-filled', async () => {
    const res = await get(admin, `/api/reportes/resumen?${range}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toMatchObject({ date: '2026-11-01', bookings: 0, revenue: 0, creditsUsed: 0 });
    expect(body.totals).toMatchObject({ bookings: 0, pendingRequests: 0 });
    expect(body.byPackage).toEqual([]);
  });

  it('lists no events behind a figure of a quiet month', async () => {
    const res = await get(admin, `/api/reportes/detalle?${range}&cifra=creditos`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ desde: '2026-11-01', hasta: '2026-11-30', cifra: 'creditos', total: 0, counts: {}, truncated: false, entries: [] });
  });

  it('answers an admin the attendance and the projector status', async () => {
    const occupancy = await get(admin, `/api/reportes/ocupacion?${range}`);
    expect(occupancy.statusCode).toBe(200);
    expect(occupancy.json()).toEqual({ desde: '2026-11-01', hasta: '2026-11-30', rows: [], totals: { occurrences: 0, attendance: 0, capacity: 0, occupancy: 0 } });
    const status = await get(admin, '/api/reportes/estado');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ processor: 'reports@v8', head: expect.any(Number), lag: expect.any(Number) });
  });

  it('forbids members (403) and asks anonymous callers to sign in (401)', async () => {
    for (const url of [`/api/reportes/resumen?${range}`, `/api/reportes/ocupacion?${range}`, `/api/reportes/detalle?${range}&cifra=ingresos`, '/api/reportes/estado']) {
      const asMember = await get(member, url);
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.headers['content-type']).toContain('application/problem+json');
      expect((await get(undefined, url)).statusCode, url).toBe(401);
    }
  });

  it.each([
    ['desde=2026-11-01', 'RANGE_REQUIRED', 'Indica las fechas desde y hasta (AAAA-MM-DD).'],
    ['desde=01-11-2026&hasta=2026-11-30', 'INVALID_DATE', 'La fecha desde no es válida. Usa el formato AAAA-MM-DD.'],
    ['desde=2026-11-01&hasta=2026-11-31', 'INVALID_DATE', 'La fecha hasta no es válida. Usa el formato AAAA-MM-DD.'],
    ['desde=2026-11-30&hasta=2026-11-01', 'INVALID_RANGE', 'La fecha desde tiene que ser anterior o igual a la fecha hasta.'],
    ['desde=2025-01-01&hasta=2026-01-02', 'RANGE_TOO_LONG', 'El rango no puede superar los 366 días.'],
  ])('rejects %s with a Spanish 400 %s', async (query, code, detail) => {
    for (const path of ['resumen', 'ocupacion', 'detalle']) {
      const res = await get(admin, `/api/reportes/${path}?${query}${path === 'detalle' ? '&cifra=ingresos' : ''}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code, detail });
    }
  });
});
