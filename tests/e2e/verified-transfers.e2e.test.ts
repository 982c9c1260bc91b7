import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { raster } from '../support/receipt-files';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// At TEST_NOW (Monday 16 November, noon) Ana paid her "8 clases" ($ 28.000) by Mercado Pago and sent the receipt;
// Beto sent the very same file for his.
const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@pulso.test', password: 'sentadilla7' },
  beto: { firstName: 'Beto', lastName: 'Alonso', email: 'beto@pulso.test', password: 'remo2026x' },
};
const REPORT = [
  'SOURCE_ID,TRANSACTION_TYPE,TRANSACTION_AMOUNT,TRANSACTION_DATE,PAYER_NAME,PAYER_ID_NUMBER',
  '8001,SETTLEMENT,28000.00,2026-11-16T10:05:00.000-03:00,PEREZ ANA,27111222333',
  '8002,REFUND,-1500.00,2026-11-16T10:30:00.000-03:00,GOMEZ LUCIA,27000111222',
].join('\n');

let studio: StudioInBrowser<keyof typeof people>;

describe("receipts checked against the studio's Mercado Pago report", () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    const paqueteId = await studio.addPackage({ nombre: '8 clases', precio: 28000 });
    const fileData = (await raster('png', 40)).toString('base64');
    for (const who of [studio.accounts.ana, studio.accounts.beto]) {
      await studio.api('POST', '/api/paquetes/uploadComprobante', { fileName: 'transferencia.png', fileType: 'image/png', fileData, paqueteId }, who.token);
    }
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('the owner imports the report, approves the matching receipt in one tap and sees the copied one flagged', async () => {
    const { page } = await studio.signedInPage(studio.accounts.owner, PHONE);
    await page.goto('/admin/transferencias');
    const queue = page.getByRole('region', { name: 'Comprobantes por verificar' });
    const ana = queue.getByRole('listitem', { name: 'Comprobante de Ana Pérez' });
    const beto = queue.getByRole('listitem', { name: 'Comprobante de Beto Alonso' });
    await ana.getByText('Sin movimiento: no llegó ese dinero en lo importado').waitFor();
    await beto.getByText('Comprobante repetido: el mismo archivo ya se envió antes').waitFor();

    const importing = page.getByRole('region', { name: 'Importar movimientos' });
    await importing.getByLabel('Origen').selectOption('mp_transacciones');
    await importing.getByLabel('Archivo CSV').setInputFiles({ name: 'todas-las-transacciones.csv', mimeType: 'text/csv', buffer: Buffer.from(REPORT) });
    await importing.getByText('1 movimiento de dinero recibido').waitFor();
    await importing.getByText('PEREZ ANA · op. 8001').waitFor();
    await importing.getByRole('button', { name: 'Importar 1 movimiento' }).click();
    await importing.getByText('Se importó 1 movimiento.').waitFor();
    await importing.getByText('Ya importado', { exact: true }).waitFor();

    await ana.getByText('Coincide con el movimiento 8001 de PEREZ ANA del 16/11 10:05').waitFor();
    await beto.getByText('Comprobante repetido: el mismo archivo ya se envió antes').waitFor();
    expect(await beto.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    const approve = ana.getByRole('button', { name: 'Aprobar' });
    expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotPhoneAndDesktop(page, 'billing-transfers');

    await page.setViewportSize(PHONE);
    await approve.click();
    await ana.waitFor({ state: 'detached' });
    await beto.waitFor();
    const pkg = await studio.api<{ paquete_id: number | null; creditos_restantes: number }>('POST', '/api/paquetes/getUserPackage', {}, studio.accounts.ana.token);
    expect(pkg).toMatchObject({ creditos_restantes: 8 });
  });
});
