// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ExportSection } from './export-section';

afterEach(cleanup);

describe('ExportSection', () => {
  it('offers the four CSV downloads of the chosen range', () => {
    renderWithProviders(<ExportSection range={{ desde: '2026-11-01', hasta: '2026-11-30' }} />);
    const section = screen.getByRole('region', { name: 'Exportar' });
    expect(within(section).getByText(/del 01\/11\/2026 al 30\/11\/2026/)).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Descargar Socios', 'Descargar Reservas', 'Descargar Créditos', 'Descargar Ingresos']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ['socios', 'reservas', 'creditos', 'ingresos'].map((tipo) => `/api/reportes/exportar?tipo=${tipo}&desde=2026-11-01&hasta=2026-11-30`),
    );
    expect(links[1]?.getAttribute('download')).toBe('pulso-reservas-2026-11-01-2026-11-30.csv');
  });

  it('exports whatever range it is given', () => {
    renderWithProviders(<ExportSection range={{ desde: '2026-10-01', hasta: '2026-10-31' }} />);
    expect(screen.getByRole('link', { name: 'Descargar Ingresos' }).getAttribute('href')).toBe('/api/reportes/exportar?tipo=ingresos&desde=2026-10-01&hasta=2026-10-31');
  });

  it('offers the comma format for Google Sheets and Excel in English', () => {
    renderWithProviders(<ExportSection range={{ desde: '2026-10-01', hasta: '2026-10-31' }} />);
    fireEvent.change(screen.getByLabelText('Formato'), { target: { value: 'coma' } });
    expect(screen.getByRole('link', { name: 'Descargar Créditos' }).getAttribute('href')).toBe('/api/reportes/exportar?tipo=creditos&desde=2026-10-01&hasta=2026-10-31&separador=coma');
  });
});
