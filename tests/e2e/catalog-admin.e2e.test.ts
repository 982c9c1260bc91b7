import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// An empty studio: the admin builds the catalog from scratch through the screens, then a member sees it.
const admin = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };

let studio: StudioInBrowser;

describe('the studio catalog, as an admin builds it', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('on a phone, the admin adds a discipline, a class and a package; deleting a discipline in use is refused', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await register(page, admin);

    await page.goto('/admin/disciplinas');
    await page.getByRole('button', { name: 'Agregar disciplina' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Funcional');
    await page.getByRole('dialog').getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('button', { name: 'Editar Funcional' }).waitFor(); // its row, whatever else the row says
    await page.getByRole('status').getByText('Disciplina agregada: Funcional.').waitFor();

    await page.goto('/admin/horarios');
    await page.getByRole('button', { name: 'Agregar horario' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Todos los campos son obligatorios');
    await page.getByLabel('Día').selectOption('Lunes');
    await page.getByLabel('Hora', { exact: true }).fill('18:00');
    await page.getByLabel('Disciplina').selectOption({ label: 'Funcional' });
    await page.getByLabel('Cupo máximo').fill('12');
    await page.getByRole('button', { name: 'Agregar horario' }).click();
    await page.getByRole('region', { name: 'Lunes' }).getByText('Cupo 12').waitFor();
    // The save is confirmed, and the new slot is marked where it landed.
    await page.getByRole('status').getByText('Horario agregado: lunes 18:00 · Funcional.').waitFor();
    await page.getByRole('region', { name: 'Lunes' }).getByText('Agregado').waitFor();
    await screenshot(page, 'catalog-horarios-phone');

    // A one-off class has its own Mover, Cancelar and Eliminar; removing it asks first, saying who is booked.
    const fecha = new Date(Date.parse(`${studio.today()}T12:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
    const dd = `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
    const cambios = page.getByRole('region', { name: 'Feriados y cambios' });
    await cambios.getByRole('button', { name: 'Agregar una clase única' }).click();
    const unica = page.getByRole('form', { name: 'Agregar una clase única' });
    await unica.getByLabel('Fecha').fill(fecha);
    await unica.getByLabel('Hora', { exact: true }).fill('16:30');
    await unica.getByLabel('Disciplina').selectOption({ label: 'Funcional' });
    await unica.getByLabel('Cupo máximo').fill('10');
    await unica.getByRole('button', { name: 'Agregar la clase' }).click();
    await page.getByRole('button', { name: 'Entendido' }).click();
    const remove = cambios.getByRole('button', { name: `Eliminar la clase única del ${dd} 16:30` });
    await remove.scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(page, 'catalog-unica-acciones');
    await remove.click();
    const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await confirm.getByText('No hay socios anotados.').waitFor();
    await screenshotPhoneAndDesktop(page, 'catalog-unica-eliminar');
    await page.setViewportSize(PHONE);
    await confirm.getByRole('button', { name: 'Sí, eliminar la clase' }).click();
    await page.getByRole('status').getByText('Listo: quitamos la clase de la agenda. No había socios anotados.').waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();
    await remove.waitFor({ state: 'detached' });

    await page.goto('/admin/paquetes');
    await page.getByLabel('Nombre del paquete').fill('8 clases');
    await page.getByLabel('Cantidad de clases al mes').fill('8');
    await page.getByLabel('Precio').fill('28000');
    // Disciplinas: "Todas" until a discipline is ticked.
    const disciplinas = page.getByRole('group', { name: 'Disciplinas' });
    expect(await disciplinas.getByRole('checkbox', { name: 'Todas' }).isChecked()).toBe(true);
    await disciplinas.getByRole('checkbox', { name: 'Funcional' }).check();
    expect(await disciplinas.getByRole('checkbox', { name: 'Todas' }).isChecked()).toBe(false);
    await screenshot(page, 'catalog-paquete-disciplinas-phone');
    await page.getByRole('button', { name: 'Crear paquete' }).click();
    await page.getByText('Paquete creado', { exact: true }).waitFor();

    await page.goto('/admin/disciplinas');
    await page.getByRole('button', { name: 'Eliminar Funcional' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('No se puede eliminar: hay horarios o paquetes que usan esta disciplina.').waitFor();
    await screenshot(page, 'catalog-disciplina-en-uso-phone');
    await context.close();
  });

  it('on a desktop, the admin edits a package card; a member is denied the admin screens', async () => {
    const { context, page } = await studio.newPage(DESKTOP);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Contraseña').fill(admin.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: `Hola, ${admin.firstName}` }).waitFor();

    await page.goto('/admin/editar-paquetes');
    const card = page.getByRole('region', { name: '8 clases' });
    expect((await card.textContent())?.replace(/\s/g, ' ')).toMatch(/\$ 28\.000(?!,)/);
    await card.getByRole('button', { name: 'Editar' }).click();
    const editing = page.getByRole('region', { name: 'Editando 8 clases' });
    await editing.getByLabel('Precio').fill('30000');
    expect(await editing.getByRole('checkbox', { name: 'Funcional' }).isChecked()).toBe(true);
    await editing.getByRole('checkbox', { name: 'Todas' }).check();
    await screenshot(page, 'catalog-editar-paquete-disciplinas-desktop');
    await editing.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('region', { name: '8 clases' }).getByText(/\$\s30\.000(?!,)/).waitFor();
    await page.getByRole('region', { name: '8 clases' }).getByText('Disciplina: Todas').waitFor();
    await screenshot(page, 'catalog-editar-paquetes-desktop');
    await context.close();

    const visitor = await studio.newPage(DESKTOP);
    await register(visitor.page, member);
    await visitor.page.goto('/admin/horarios');
    await visitor.page.getByText('Acceso denegado').waitFor();
    await visitor.context.close();
  });
});
