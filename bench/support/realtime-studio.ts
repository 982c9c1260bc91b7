import type { FastifyInstance } from 'fastify';
import { agendaDates, isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import type { Occurrence } from './booking-studio';

export interface Account {
  userId: string;
  token: string;
}

const SIGN_UPS_IN_FLIGHT = 8;

/**
 * A studio for bench:realtime, made entirely through the HTTP API as its users would: the admin (the first
 * account), a discipline with one roomy slot per weekday, a package, and `members` local accounts signed
 * up through /api/auth/sign-up, each given credits by the admin.
 */
export async function buildRealtimeStudio(app: FastifyInstance, opts: { today: string; members: number; credits: number }) {
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, token?: string) => {
    const res = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const signUp = async (i: number): Promise<Account> => {
    const body = await call('POST', '/api/auth/sign-up', { email: `socia${i}@bench.example`, password: 'bench-clave-1', firstName: `Socia${i}`, lastName: 'Bench' });
    return { userId: body.user.userId, token: body.token };
  };
  const admin = await signUp(0);
  const discipline = await call('POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, admin.token);
  const slots: { id: number; weekday: number }[] = [];
  for (let weekday = 1; weekday <= 6; weekday++) {
    for (const hora of ['09:00', '18:00']) {
      const slot = await call('POST', '/api/horarios/addHorario', { dia_semana: WEEKDAYS[weekday - 1], hora, disciplina_id: discipline.id, cupo_maximo: 500 }, admin.token);
      slots.push({ id: slot.id, weekday });
    }
  }
  const pkg = await call('PUT', '/api/paquetes/addPaquete', { nombre: 'Bench', cantidad_clases: 8, precio: 1, disciplina_id: discipline.id }, admin.token);
  const dates = agendaDates(opts.today).slice(1);
  const occurrences: Occurrence[] = slots.flatMap((s) => dates.filter((d) => isoWeekdayOf(d) === s.weekday).map((fecha) => ({ slotId: s.id, fecha })));

  const members: Account[] = [];
  let next = 1;
  const worker = async () => {
    while (next <= opts.members) {
      const member = await signUp(next++);
      await call('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: pkg.id, validoHasta: '2099-01-01', creditos_restantes: opts.credits, motivo: 'Créditos del bench' }, admin.token);
      members.push(member);
    }
  };
  await Promise.all(Array.from({ length: SIGN_UPS_IN_FLIGHT }, worker));
  return { admin, members, occurrences };
}
