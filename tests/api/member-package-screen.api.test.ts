import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonUpload, raster } from '../support/receipt-files';
import { memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// What the member's /paquetes reads about her package: which class each credit line is about, and the end of it.
describe("the member's package screen", () => {
  let t: TestApp;
  let packageId: number;
  let slotId: number;
  let admin: string;
  const post = (token: string, url: string, payload: object = {}) => t.as(token, { method: 'POST', url, payload });

  beforeAll(async () => {
    const started = await startStudioApp([{ dia_semana: 'Jueves', hora: '18:00', cupo_maximo: 5 }]);
    t = started.t;
    packageId = started.studio.packageId;
    slotId = started.studio.slotIds[0]!;
    admin = started.admin.token;
  });
  afterAll(() => t.close());

  it('names the class of every booking line (used, returned), and none for the package lines', async () => {
    const ana = await memberWithCredits(t, packageId, 4);
    const booked = await post(ana.token, '/api/reservas/addReserva', { fecha: '2026-11-19', horario_id: slotId });
    expect(booked.statusCode, booked.body).toBe(200);
    const cancelled = await t.as(ana.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id } });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    const history = (await post(ana.token, '/api/paquetes/getCreditHistory')).json();
    const thursday = { disciplina: 'Funcional', fecha: '2026-11-19', hora: '18:00' };
    expect(history).toMatchObject([
      { kind: 'restored', delta: 1, balance: 4, clase: thursday },
      { kind: 'consumed', delta: -1, balance: 3, clase: thursday },
      { kind: 'assigned', delta: 4, balance: 4, clase: null },
    ]);
  });

  it("shows the renewal the admin queued in bulk, and refuses the member a second renewal for that period (409, in Spanish)", async () => {
    const carla = await memberWithCredits(t, packageId, 3);
    const none = (await post(carla.token, '/api/paquetes/getUserPackage')).json();
    expect(none.renovacion_en_cola).toBeNull();
    const bulk = await post(admin, '/api/usuarios/bulkAsignarPaquete', { paqueteId: packageId, modo: 'renovar', clerkUserIds: [carla.userId] });
    expect(bulk.json()).toMatchObject({ resultados: [{ ok: true, resultado: 'renovacion_en_cola' }] });

    const mine = (await post(carla.token, '/api/paquetes/getUserPackage')).json();
    expect(mine).toMatchObject({ paquete_id: packageId, valido_hasta: '2026-12-01', renovacion_en_cola: { paquete: '8 clases', desde: '2026-12-01', hasta: '2027-01-01', creditos: 8 } });

    const again = await post(carla.token, '/api/paquetes/uploadComprobante', { ...jsonUpload(await raster('png'), packageId), tipo: 'renovacion' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RENEWAL_ALREADY_QUEUED', detail: 'Ya tienes una renovación pedida que empieza cuando termine tu paquete.' });
    expect((await post(carla.token, '/api/paquetes/getUserPackage')).json().solicitud).toBeNull();
    // The studio can't queue a second one either.
    const twice = await post(admin, '/api/usuarios/bulkAsignarPaquete', { paqueteId: packageId, modo: 'renovar', clerkUserIds: [carla.userId] });
    expect(twice.json()).toMatchObject({ resultados: [{ ok: false, code: 'RENEWAL_ALREADY_QUEUED' }] });
  });

  it('counts the package through the day before valido_hasta, and not on valido_hasta (studio time)', async () => {
    t.clock.set('2026-11-30T23:30:00-03:00');
    const beto = await memberWithCredits(t, packageId, 2);
    expect((await post(beto.token, '/api/paquetes/getUserPackage')).json()).toMatchObject({ paquete_id: packageId, valido_hasta: '2026-12-01', dias_restantes: 1 });
    t.clock.set('2026-12-01T00:00:30-03:00');
    expect((await post(beto.token, '/api/paquetes/getUserPackage')).json()).toMatchObject({ paquete_id: null, dias_restantes: 0 });
  });
});
