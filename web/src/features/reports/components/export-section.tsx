import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { Select } from '../../../components/select';
import type { Range } from '../report-format';

/** The four CSV exports (GET /api/reportes/exportar), in the order an owner closes a month. */
const EXPORTS = [
  { tipo: 'socios', label: 'Socios', hint: 'Paquete, créditos y vencimiento de cada socio al cierre del período.' },
  { tipo: 'reservas', label: 'Reservas', hint: 'Cada reserva de las clases del período, activa o cancelada.' },
  { tipo: 'creditos', label: 'Créditos', hint: 'Cada movimiento de créditos: asignaciones, reservas, devoluciones.' },
  { tipo: 'ingresos', label: 'Ingresos', hint: 'Paquetes vendidos y quitados, con su importe.' },
] as const;

/** dd/mm/aaaa of a YYYY-MM-DD date. */
const dayMonthYear = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * Downloads of the dashboard's range as CSV files for a spreadsheet program. Plain links: the browser sends the
 * session cookie and saves the file the server names (Content-Disposition), with no copy of it in memory here.
 */
export function ExportSection({ range }: { range: Range }) {
  // ";" opens in Excel set to Spanish; "," (with a decimal point) in Google Sheets and Excel in English.
  const [separador, setSeparador] = useState<'puntoycoma' | 'coma'>('puntoycoma');
  const query = `desde=${encodeURIComponent(range.desde)}&hasta=${encodeURIComponent(range.hasta)}${separador === 'coma' ? '&separador=coma' : ''}`;
  return (
    <Card aria-labelledby="exportar">
      <CardHeader>
        <CardTitle id="exportar">Exportar</CardTitle>
      </CardHeader>
      <Lead>
        Descarga el período del {dayMonthYear(range.desde)} al {dayMonthYear(range.hasta)} en CSV: se abre con Excel, Google Sheets o
        LibreOffice.
      </Lead>
      <Format>
        Formato
        <Select value={separador} onChange={(e) => setSeparador(e.target.value === 'coma' ? 'coma' : 'puntoycoma')}>
          <option value="puntoycoma">Excel en español (;)</option>
          <option value="coma">Google Sheets o Excel en inglés (,)</option>
        </Select>
      </Format>
      <List>
        {EXPORTS.map((e) => (
          <Item key={e.tipo}>
            <ButtonLink
              to={`/api/reportes/exportar?tipo=${e.tipo}&${query}`}
              reloadDocument
              download={`pulso-${e.tipo}-${range.desde}-${range.hasta}.csv`}
              $variant="secondary"
              $block
            >
              Descargar {e.label}
            </ButtonLink>
            <Hint>{e.hint}</Hint>
          </Item>
        ))}
      </List>
    </Card>
  );
}

const Lead = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Format = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  font-weight: 650;
  /* A select is as wide as its longest option: without these it widened a 375 px page (and pushed the dock off screen). */
  grid-template-columns: minmax(0, 1fr);
  & > select {
    width: 100%;
    min-width: 0;
    max-width: 420px;
    /* As tall as the Descargar buttons under it. */
    min-height: 44px;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  gap: 6px;
  align-content: start;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
