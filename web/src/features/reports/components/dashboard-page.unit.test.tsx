// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, memberUser, mockApi } from '../../../testing/mock-api';
import { dispatchAppTopics, renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';
import type { AttendanceReport, DayActivity, ReportStatus, ReportSummary } from '../api/types';

// Monday 16 November 2026. Only Date is faked: timers stay real for the UI and the realtime debounce.
const NOW = new Date(2026, 10, 16, 12, 0);

const day = (date: string, over: Partial<DayActivity> = {}): DayActivity => ({
  date, bookings: 0, cancellations: 0, cancelledByMember: 0, cancelledByAdmin: 0, cancelledByStudio: 0, creditsConsumed: 0, creditsRestored: 0,
  requests: 0, approvals: 0, rejections: 0, packagesAssigned: 0, revenue: 0, sales: 0, reversals: 0, creditsUsed: 0, newMembers: 0, ...over,
});

function summary(bookings: number): ReportSummary {
  const days = Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`));
  days[15] = day('2026-11-16', { bookings, cancellations: 2, cancelledByMember: 1, cancelledByStudio: 1, revenue: 58000 });
  return {
    desde: '2026-11-01',
    hasta: '2026-11-30',
    days,
    totals: {
      ...day('x', { bookings, cancellations: 2, cancelledByMember: 1, cancelledByStudio: 1, revenue: 58000, sales: 2, creditsUsed: 4, newMembers: 3, approvals: 1, rejections: 1, packagesAssigned: 2 }),
      pendingRequests: 1,
    },
    byPackage: [],
    enPesosDe: null,
  } as ReportSummary;
}

const attendance: AttendanceReport = {
  desde: '2026-11-01',
  hasta: '2026-11-30',
  totals: { occurrences: 2, attendance: 5, capacity: 8, occupancy: 0.625 },
  rows: [
    { disciplineId: 1, discipline: 'Funcional', weekday: 3, hour: 18, occurrences: 1, attendance: 2, capacity: 3, occupancy: 0.667 },
    { disciplineId: 2, discipline: 'Yoga', weekday: 5, hour: 8, occurrences: 1, attendance: 3, capacity: 5, occupancy: 0.6 },
  ],
};
const current: ReportStatus = { processor: 'reports@v3', position: 40, head: 40, lag: 0, status: 'live', updatedAt: null, upToDate: true };

appTestLifecycle({ now: NOW });

function studio(state = { bookings: 6 }) {
  return mockSignedInApi(adminUser, {
    'GET /api/reportes/resumen': () => json(200, summary(state.bookings)),
    'GET /api/reportes/ocupacion': () => json(200, attendance),
    'GET /api/reportes/estado': () => json(200, current),
    // Usuarios' counts for "Socios para contactar": 4 stopped coming, 1 package ends this week.
    'GET /api/usuarios/lista': (call) => json(200, { data: [], total: call.query.estado === 'sin_venir' ? 4 : 1, pagina: 1, por_pagina: 1, total_paginas: 1 }),
  });
}

const requested = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));

describe('/dashboard', () => {
  it('counts the members to contact today, each opening its list in Usuarios', async () => {
    const { fetchMock } = studio();
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Socios para contactar' });
    const sinVenir = await within(card).findByRole('link', { name: /Sin venir hace 2 semanas/ });
    expect(sinVenir.textContent).toContain('4 socios');
    expect(sinVenir.getAttribute('href')).toBe('/admin/usuarios?estado=sin_venir');
    const vence = within(card).getByRole('link', { name: /Su paquete vence esta semana/ });
    expect(vence.textContent).toContain('1 socio');
    expect(vence.getAttribute('href')).toBe('/admin/usuarios?estado=vence_semana');
    expect(requested(fetchMock, '/api/usuarios/lista').sort()).toEqual([
      '/api/usuarios/lista?estado=sin_venir&por_pagina=1',
      '/api/usuarios/lista?estado=vence_semana&por_pagina=1',
    ]);
  });

  it('prints a count of nobody to contact in plain text, not in the alarm colour', async () => {
    mockSignedInApi(adminUser, {
      'GET /api/reportes/resumen': () => json(200, summary(0)),
      'GET /api/reportes/ocupacion': () => json(200, { ...attendance, totals: { occurrences: 0, attendance: 0, capacity: 0, occupancy: 0 }, rows: [] }),
      'GET /api/reportes/estado': () => json(200, current),
      'GET /api/usuarios/lista': (call) => json(200, { data: [], total: call.query.estado === 'sin_venir' ? 0 : 2, pagina: 1, por_pagina: 1, total_paginas: 1 }),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Socios para contactar' });
    const zero = within(await within(card).findByRole('link', { name: /Sin venir/ })).getByText('Sin venir hace 2 semanas');
    const some = within(card).getByText('Su paquete vence esta semana');
    expect(zero.parentElement!.textContent).toContain('0 socios');
    // Two packages ending is worth the accent; nobody to call is the text's own colour.
    expect(getComputedStyle(some).color).toBe('#cc3316');
    expect(getComputedStyle(zero).color).toBe('#111318');
    // No class has started yet: occupancy has nothing to average, so it shows a dash, not 0 %.
    const kpis = await screen.findByRole('list', { name: 'Indicadores' });
    const occupancy = within(kpis).getByText('Ocupación promedio').parentElement!;
    await waitFor(() => expect(occupancy.textContent).toContain('Todavía no empezó ninguna clase con reservas.'));
    expect(occupancy.textContent).toContain('—');
    expect(occupancy.textContent).not.toMatch(/0\s?%/);
  });

  it('shows this month by default: KPIs, bars per day and attendance by discipline and hour', async () => {
    const { fetchMock } = studio();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Reportes' })).toBeTruthy();
    const kpis = await screen.findByRole('list', { name: 'Indicadores' });
    const tile = (label: string) => within(kpis).getByText(label).parentElement!.textContent!.replace(/\s/g, ' ');
    expect(tile('Reservas')).toContain('6');
    expect(tile('Cancelaciones')).toContain('Socios 1 · Admin 0 · Cambios de horario 1');
    expect(tile('Ingresos')).toContain('$ 58.000');
    expect(tile('Ingresos')).toContain('2 paquetes vendidos · 0 quitados');
    expect(tile('Reservas')).toContain('4 créditos usados');
    // Each money figure opens the events behind it for the range on screen.
    expect(within(kpis).getByRole('link', { name: 'Ver detalle: Ingresos' }).getAttribute('href')).toBe('/dashboard/detalle/ingresos?desde=2026-11-01&hasta=2026-11-30');
    expect(within(kpis).getByRole('link', { name: 'Ver detalle: Créditos usados' }).getAttribute('href')).toBe('/dashboard/detalle/creditos?desde=2026-11-01&hasta=2026-11-30');
    // Every figure of the dashboard opens the events behind it.
    for (const [label, cifra] of [['Reservas', 'reservas'], ['Cancelaciones', 'cancelaciones'], ['Ocupación promedio', 'ocupacion'], ['Socios nuevos', 'socios'], ['Solicitudes pendientes', 'solicitudes']]) {
      expect(within(kpis).getByRole('link', { name: `Ver detalle: ${label}` }).getAttribute('href')).toBe(`/dashboard/detalle/${cifra}?desde=2026-11-01&hasta=2026-11-30`);
    }
    expect(tile('Socios nuevos')).toContain('3');
    expect(tile('Solicitudes pendientes')).toContain('1');
    await waitFor(() => expect(tile('Ocupación promedio').replace(/\s/g, '')).toContain('63%'));
    // The tile counts what the table counts: places taken (live bookings), not check-ins.
    expect(tile('Ocupación promedio')).toContain('5 lugares ocupados de 8 en 2 clases');
    expect(requested(fetchMock, '/api/reportes/resumen')[0]).toBe('/api/reportes/resumen?desde=2026-11-01&hasta=2026-11-30');

    const bars = screen.getByRole('list', { name: 'Reservas por día: 6 en 30 días' });
    expect(within(bars).getAllByRole('listitem')).toHaveLength(30);
    const day16 = within(bars).getByRole('listitem', { name: '16/11: 6 reservas, 2 cancelaciones' });
    // Each day's bar opens the bookings of that day.
    expect(within(day16).getByRole('link', { name: 'Ver reservas del 16/11' }).getAttribute('href')).toBe('/dashboard/detalle/reservas?desde=2026-11-16&hasta=2026-11-16');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent!.replace(/\s/g, '')));
    expect(rows).toEqual([
      ['Funcional', 'Miércoles18:00', '1', '2', '67%'],
      ['Yoga', 'Viernes08:00', '1', '3', '60%'],
    ]);
    // On phones each row is a card and these name its figures (the header row is hidden there).
    expect([...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map((c) => c.dataset.label ?? null)).toEqual([null, 'Horario', 'Clases', 'Ocupados', 'Ocupación']);
    expect(screen.getByText('Datos al día').getAttribute('role')).toBe('status');
  });

  it('links each attendance row to the occupancy detail of that row, and the detail asks the API for that row only', async () => {
    const { fetchMock } = mockSignedInApi(adminUser, {
      'GET /api/reportes/resumen': () => json(200, summary(6)),
      'GET /api/reportes/ocupacion': () => json(200, attendance),
      'GET /api/reportes/estado': () => json(200, current),
      'GET /api/reportes/asistencia': () => json(200, {
        desde: '2026-11-01', hasta: '2026-11-30',
        clases: [{ horario_id: 12, dia_semana: 'Miércoles', hora: '18:00', disciplina: 'Funcional', clases: 1, presentes: 2, ausentes: 0, sin_registro: 0, canceladas: 0, tardias: 0, tasa_asistencia: 1, tasa_ausentes: 0, tasa_tardias: 0, en_espera: 0 }],
      }),
      'GET /api/reportes/detalle': () => json(200, { desde: '2026-11-01', hasta: '2026-11-30', cifra: 'ocupacion', total: 2, counts: { clases: 1, capacidad: 3 }, truncated: false, entries: [] }),
    });
    renderApp('/dashboard');
    await screen.findByText('Presentes, ausentes y lista de espera por clase');
    const links = screen.getAllByRole('link', { name: /^Ver clases:/ });
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Ver clases: Funcional, Miércoles 18:00', '/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&disciplina=1&dia=3&hora=18'],
      ['Ver clases: Yoga, Viernes 08:00', '/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&disciplina=2&dia=5&hora=8'],
      // The same class in "Presentes, ausentes y lista de espera por clase" opens it by its horario.
      ['Ver clases: Funcional, Miércoles 18:00', '/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&horario=12'],
    ]);
    const byHour = links[0]!;
    fireEvent.click(byHour);
    expect(await screen.findByRole('heading', { name: 'Detalle de ocupación' })).toBeTruthy();
    expect(screen.getByText(/Solo la fila que elegiste en la tabla de asistencia/)).toBeTruthy();
    await waitFor(() => expect(requested(fetchMock, '/api/reportes/detalle')).toContain('/api/reportes/detalle?cifra=ocupacion&desde=2026-11-01&hasta=2026-11-30&disciplina=1&dia=3&hora=18'));
    expect(screen.getByRole('link', { name: 'Ver todas las clases' }).getAttribute('href')).toBe('/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30');
  });

  it('refreshes once after a burst of admin:bookings and admin:requests notices', async () => {
    const state = { bookings: 6 };
    const { fetchMock } = studio(state);
    const { queryClient } = renderApp('/dashboard');
    await screen.findByRole('list', { name: 'Reservas por día: 6 en 30 días' });
    const before = requested(fetchMock, '/api/reportes/resumen').length;
    state.bookings = 7;
    await dispatchAppTopics(['admin:bookings'], queryClient);
    await dispatchAppTopics(['admin:requests'], queryClient);
    await dispatchAppTopics(['admin:bookings'], queryClient);
    expect(await screen.findByRole('list', { name: 'Reservas por día: 7 en 30 días' }, { timeout: 3000 })).toBeTruthy();
    expect(requested(fetchMock, '/api/reportes/resumen').length).toBe(before + 1);
  });

  it('explains a reversed range instead of asking for it', async () => {
    const { fetchMock } = studio();
    renderApp('/dashboard');
    await screen.findByRole('list', { name: 'Indicadores' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-12-10' } });
    expect(screen.getByRole('alert').textContent).toBe('La fecha desde tiene que ser anterior o igual a la fecha hasta.');
    expect(requested(fetchMock, '/api/reportes/resumen').every((url) => url.includes('desde=2026-11-01'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mes pasado' }));
    await waitFor(() => expect(requested(fetchMock, '/api/reportes/resumen')).toContain('/api/reportes/resumen?desde=2026-10-01&hasta=2026-10-31'));
  });

  it('denies members', async () => {
    const { fetchMock } = mockSignedInApi(memberUser);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeTruthy();
    expect(requested(fetchMock, '/api/reportes')).toEqual([]);
  });
});
