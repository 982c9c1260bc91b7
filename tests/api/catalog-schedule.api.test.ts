import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('weekly schedule (horarios) API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let funcional: number;
  let yoga: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    member = (await t.signUp()).token;
    const addDiscipline = async (nombre: string) =>
      (await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre } })).json().id as number;
    funcional = await addDiscipline('Funcional');
    yoga = await addDiscipline('Yoga');
  });
  afterAll(() => t.close());

  const addHorario = (payload: Record<string, unknown>) => t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, ...payload } });
  const horarios = async () => (await t.as(member, { method: 'GET', url: '/api/horarios/getHorarios' })).json() as Record<string, unknown>[];
  const slot = (over: Record<string, unknown> = {}) => ({ dia_semana: 'Lunes', hora: '18:00', disciplina_id: funcional, cupo_maximo: 12, ...over });

  it('adds slots and lists them Lunes..Domingo then by time, with the discipline name and full capacity', async () => {
    for (const s of [
      slot({ dia_semana: 'Sábado', hora: '09:00', disciplina_id: yoga }),
      slot({ dia_semana: 'Lunes', hora: '19:00' }),
      slot({ dia_semana: 'Domingo', hora: '10:00' }),
      slot({ dia_semana: 'Lunes', hora: '07:00', cupo_maximo: 8 }),
      slot({ dia_semana: 'Miércoles', hora: '18:00' }),
    ]) {
      const res = await addHorario(s);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number) });
    }
    const list = await horarios();
    expect(list.map((h) => `${h.dia_semana} ${h.hora}`)).toEqual(['Lunes 07:00', 'Lunes 19:00', 'Miércoles 18:00', 'Sábado 09:00', 'Domingo 10:00']);
    expect(list[0]).toEqual({ id: expect.any(Number), dia_semana: 'Lunes', hora: '07:00', disciplina_id: funcional, disciplina: 'Funcional', cupo_maximo: 8, cupo_disponible: 8, instructor_id: null, profesor: null, duracion_minutos: 60, fecha: null });
    expect(list[3]).toMatchObject({ disciplina: 'Yoga' });
  });

  it('answers "Todos los campos son obligatorios" when a field is missing or empty', async () => {
    for (const partial of [{ dia_semana: '' }, { hora: null }, { disciplina_id: undefined }, { cupo_maximo: null }]) {
      const res = await addHorario(slot(partial));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FIELDS_REQUIRED', detail: 'Todos los campos son obligatorios' });
    }
  });

  it('refuses bad times, capacities, days and unknown disciplines with Spanish details and writes nothing', async () => {
    const before = (await horarios()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ hora: '25:00' }, 'INVALID_TIME'],
      [{ hora: '7:00' }, 'INVALID_TIME'],
      [{ cupo_maximo: 0 }, 'INVALID_CAPACITY'],
      [{ dia_semana: 'Feriado' }, 'INVALID_WEEKDAY'],
      [{ disciplina_id: 987654 }, 'UNKNOWN_DISCIPLINE'],
    ];
    for (const [over, code] of cases) {
      const res = await addHorario(slot(over));
      expect({ code, status: res.statusCode }).toEqual({ code, status: 400 });
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().code).toBe(code);
      expect(res.json().detail).toMatch(/[a-záéíóúñ]/i);
    }
    const wrongType = await addHorario(slot({ cupo_maximo: '12' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'El campo cupo_maximo no es válido.' });
    expect(await horarios()).toHaveLength(before);
  });

  it('updates a slot (capacity follows cupo_maximo) and records the slot before and after', async () => {
    const { id } = (await addHorario(slot({ dia_semana: 'Martes', hora: '08:00', cupo_maximo: 10 }))).json();
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/horarios/updateHorario',
      payload: { id, dia_semana: 'Jueves', hora: '20:00', disciplina_id: yoga, cupo_maximo: 15, cupo_disponible: 3, disciplina: 'ignorado' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, dia_semana: 'Jueves', hora: '20:00', disciplina_id: yoga, disciplina: 'Yoga', cupo_maximo: 15, cupo_disponible: 15, instructor_id: null, profesor: null, duracion_minutos: 60, fecha: null });
    const changed = await t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', 'ScheduleSlotChanged').where('stream_id', '=', `schedule-slot:${id}`).executeTakeFirstOrThrow();
    expect(changed.data).toEqual({
      slotId: id,
      before: { weekday: 2, time: '08:00', disciplineId: funcional, capacity: 10 },
      after: { weekday: 4, time: '20:00', disciplineId: yoga, capacity: 15 },
    });
    const bad = await t.as(admin, { method: 'POST', url: '/api/horarios/updateHorario', payload: { id, dia_semana: 'Jueves', hora: '20:00', disciplina_id: yoga, cupo_maximo: 0 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.as(admin, { method: 'POST', url: '/api/horarios/updateHorario', payload: { ...slot(), id: 999999 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a slot sent whole, and still names it for past bookings', async () => {
    const { id } = (await addHorario(slot({ dia_semana: 'Viernes', hora: '19:00', disciplina_id: yoga }))).json();
    const whole = (await horarios()).find((h) => h.id === id)!;
    const res = await t.as(admin, { method: 'POST', url: '/api/horarios/deleteHorario', payload: whole });
    expect(res.statusCode).toBe(200);
    expect((await horarios()).map((h) => h.id)).not.toContain(id);
    const removed = await t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', 'ScheduleSlotRemoved').executeTakeFirstOrThrow();
    expect(removed.data).toEqual({ slotId: id, weekday: 5, time: '19:00', disciplineId: yoga, capacity: 12 });
    const name = await t.as(member, { method: 'POST', url: '/api/horarios/getHoraDisciplinaById', payload: { id } });
    expect(name.json()).toEqual({ hora: '19:00', disciplina: 'Yoga' });
    expect((await t.as(admin, { method: 'POST', url: '/api/horarios/deleteHorario', payload: { id } })).statusCode).toBe(404);
  });

  it('answers hora and disciplina of a slot, and 404 for an unknown one', async () => {
    const { id } = (await addHorario(slot({ hora: '06:30' }))).json();
    const res = await t.as(member, { method: 'POST', url: '/api/horarios/getHoraDisciplinaById', payload: { id } });
    expect(res.json()).toEqual({ hora: '06:30', disciplina: 'Funcional' });
    const unknown = await t.as(member, { method: 'POST', url: '/api/horarios/getHoraDisciplinaById', payload: { id: 424242 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a renamed discipline on its slots', async () => {
    const pesas = (await t.as(admin, { method: 'POST', url: '/api/disciplinas/addDisciplina', payload: { nombre: 'Pesas' } })).json().id;
    const { id } = (await addHorario(slot({ disciplina_id: pesas }))).json();
    await t.as(admin, { method: 'PUT', url: '/api/disciplinas/editDisciplina', payload: { id: pesas, nombre: 'Musculación' } });
    expect((await horarios()).find((h) => h.id === id)).toMatchObject({ disciplina: 'Musculación' });
  });
});
