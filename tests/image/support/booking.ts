import { api, type Account } from '../../support/e2e-people';

type Package = { id: number };
type Class = { horario_id: number; fecha: string; cupo_disponible: number; cancelada?: unknown };

/**
 * The owner gives the member one of the studio's packages and the member books the first class of her agenda that
 * takes her: which one depends on the day the image runs (the demo studio's timetable, its booking windows), so it
 * tries them in order. Returns the booking's id.
 */
export async function bookAnyOpenClass(baseUrl: string, owner: Account, member: Account): Promise<number> {
  const server = { baseUrl };
  const packages = await api<Package[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
  if (packages.length === 0) throw new Error('the studio has no packages to give');
  await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: packages[0]!.id }, owner.token);
  const agenda = await api<Class[]>(server, 'GET', '/api/horarios/getCuposDisponibles', undefined, member.token);
  const refusals: string[] = [];
  for (const slot of agenda.filter((c) => c.cupo_disponible > 0 && !c.cancelada)) {
    try {
      const { id } = await api<{ id: number }>(server, 'POST', '/api/reservas/addReserva', { fecha: slot.fecha, horario_id: slot.horario_id }, member.token);
      return id;
    } catch (error) {
      refusals.push((error as Error).message);
      if (refusals.length >= 20) break;
    }
  }
  throw new Error(`no class of ${agenda.length} took the member:\n${refusals.join('\n')}`);
}
