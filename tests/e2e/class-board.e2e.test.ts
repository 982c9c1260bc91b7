import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { TEST_NOW, runningClock } from '../support/test-clock';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.pizarra@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.pizarra@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.pizarra@pulso.test', password: 'sentadilla7' },
  bea: { firstName: 'Bea', lastName: 'Paz', email: 'bea.pizarra@pulso.test', password: 'remo2026x' },
  carla: { firstName: 'Carla', lastName: 'Ruiz', email: 'carla.pizarra@pulso.test', password: 'descanso59' },
  dario: { firstName: 'Darío', lastName: 'Sosa', email: 'dario.pizarra@pulso.test', password: 'banco2026' },
};
type Name = keyof typeof people;

const P = '/api/planificaciones';
const E = '/api/entrenamientos';
const TODAY = '2026-11-16';

let studio: StudioInBrowser<Name>;
let slotId: number;
let planId: number;
let dayId: number;
let squat: number[];

/** "Fuerza en grupo": Sentadilla 3 × 5, the first set at 75 % (RIR 2) and the others at 60 kg. */
async function groupPlan() {
  const { owner } = studio.accounts;
  const post = <T>(route: string, body: object, method = 'POST') => studio.api<T>(method, `${P}/${route}`, body, owner.token);
  planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Fuerza en grupo' } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
  dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Fuerza', descanso: 120, dia_id: dayId })).id;
  await post('addEjercicio', { nombre: 'Sentadilla', bloque_id: blockId, series: 3 });
  type Plan = { semanas: { dias: { bloques: { ejercicios: { series: { id: number }[] }[] }[] }[] }[] };
  squat = (await post<Plan>('getPlanificacionById', { id: planId })).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.series.map((s) => s.id);
  await post('updateSerie', { id: squat[0], numero: 1, repeticiones: '5', peso: 50, porcentaje: 75, rir: 2 }, 'PUT');
  for (const [i, id] of squat.slice(1).entries()) await post('updateSerie', { id, numero: i + 2, repeticiones: '5', peso: 60 }, 'PUT');
  for (const name of ['ana', 'bea', 'carla', 'dario'] as const) await post('assignPlanificacionToUser', { clerkUserId: studio.accounts[name].userId, planificacionId: planId });
}

describe('the pizarra: a group class on the studio\'s TV, each member with her own targets, live', () => {
  beforeAll(async () => {
    // A week before TEST_NOW for Ana's earlier session; the class then runs at TEST_NOW (the browsers follow).
    studio = await startStudioInBrowser({ people, clock: runningClock(new Date(Date.parse(TEST_NOW) - 7 * 86_400_000)) });
    const { owner, coach, ana, carla } = studio.accounts;
    await studio.api('POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const disciplina_id = await studio.addDiscipline('Funcional');
    await studio.addSlotEveryDay({ disciplina_id, hora: '12:30', cupo_maximo: 10 });
    await studio.assignPackage(Object.values(studio.accounts).slice(2), await studio.addPackage());
    await groupPlan();
    // Last week Ana squatted 5 × 65 kg in her second set; her coach set Carla's training max at 90 kg.
    const { id } = await studio.api<{ id: string }>('POST', `${E}/iniciarSesion`, { planificacionId: planId, diaId: dayId }, ana.token);
    await studio.api('POST', `${E}/registrarSerie`, { sesionId: id, serieId: squat[1], repeticiones: 5, peso: 65 }, ana.token);
    await studio.api('PUT', `${E}/socios/${carla.userId}/maximos`, { ejercicio: 'Sentadilla', kg: 90 }, coach.token);

    studio.clock.set(TEST_NOW);
    const today = await studio.findInAgenda(ana, (o) => o.fecha === TODAY && o.hora === '12:30', 'class at 12:30 today');
    slotId = today.horario_id;
    for (const name of ['ana', 'bea', 'carla', 'dario'] as const) {
      const { id: bookingId } = await studio.api<{ id: number }>('POST', '/api/reservas/addReserva', { fecha: TODAY, horario_id: slotId }, studio.accounts[name].token);
      // Darío booked but has not come: he stays off the board.
      if (name !== 'dario') await studio.api('POST', '/api/reservas/checkIn', { id: bookingId }, coach.token);
    }
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('at 1280 px the coach shows the day; three members get their own targets; a record logged from a phone lights up', async () => {
    const { page } = await studio.signedInPage(people.coach, DESKTOP);
    await page.goto('/profesor');
    await page.getByRole('link', { name: 'Pizarra' }).first().click();
    await page.waitForURL(`**/profesor/pizarra/${slotId}/${TODAY}`);
    await page.getByRole('heading', { name: 'Elige el día que entrena la clase' }).waitFor();
    await page.getByLabel('Planificación').selectOption({ label: 'Fuerza en grupo' });
    await page.getByLabel('Día', { exact: true }).selectOption({ label: 'Semana 1 · Día 1' });
    await page.getByRole('button', { name: 'Mostrar en la pizarra' }).click();

    const cell = (who: string, set: number) => page.getByRole('button', { name: new RegExp(`^${who}, Sentadilla serie ${set}: `) });
    // Her own numbers: Carla's 75 % of 90 kg on 2,5 kg plates, Ana's 65 kg of last week, Bea the plan's.
    await expect.poll(() => cell('Carla Ruiz', 1).textContent()).toContain('67,5 kg × 5');
    await expect.poll(() => cell('Ana Gómez', 2).textContent()).toContain('65 kg × 5');
    expect(await cell('Bea Paz', 2).textContent()).toContain('60 kg × 5');
    expect(await cell('Ana Gómez', 1).textContent()).toContain('RIR 2');
    expect(await page.getByRole('button', { name: /^Darío Sosa, / }).count()).toBe(0);

    // Ana logs her second set from her phone (her own logging route): heavier than ever, a record on the board.
    const { id } = await studio.api<{ id: string }>('POST', `${E}/iniciarSesion`, { planificacionId: planId, diaId: dayId }, studio.accounts.ana.token);
    await studio.api('POST', `${E}/registrarSerie`, { sesionId: id, serieId: squat[1], repeticiones: 5, peso: 70 }, studio.accounts.ana.token);
    await page.getByText('¡Récord de Ana Gómez en Sentadilla!').waitFor();
    await expect.poll(() => cell('Ana Gómez', 2).textContent()).toContain('Récord');
    await screenshot(page, 'pizarra-desktop');

    // The coach enters Bea's first set from the tablet, prefilled with her target.
    await cell('Bea Paz', 1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => cell('Bea Paz', 1).textContent()).toContain('✓');
    const sessions = await studio.api<{ id: string }[]>('GET', `${E}/sesiones`, undefined, studio.accounts.bea.token);
    expect(sessions).toHaveLength(1);

    await page.setViewportSize(PHONE);
    await screenshot(page, 'pizarra-phone');
  });
});
