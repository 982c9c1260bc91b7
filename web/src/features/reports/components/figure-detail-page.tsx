import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { useFigureDetail } from '../api/get-figure-detail';
import { useSummary } from '../api/get-summary';
import type { Figure, FigureEntry, PackageIncome } from '../api/types';
import { formatCount, monthRange, shortDate } from '../report-format';

const TITLES: Record<Figure, { title: string; subtitle: string }> = {
  ingresos: {
    title: 'Detalle de ingresos',
    subtitle: 'Cada paquete vendido (también renovaciones y recargas) a su precio de ese momento, menos los que se quitaron. Reasignar el mismo paquete lo reemplaza: no se cobra dos veces.',
  },
  creditos: {
    title: 'Detalle de créditos usados',
    subtitle: 'Cada crédito consumido por una reserva, menos los devueltos al cancelar a tiempo.',
  },
};

const KINDS: Record<string, string> = {
  venta: 'Venta',
  renovacion: 'Renovación',
  recarga: 'Recarga',
  reversion: 'Paquete quitado',
  reemplazo: 'Reasignación',
  consumo: 'Reserva',
  devolucion: 'Devolución',
};

const isFigure = (value: string | undefined): value is Figure => value === 'ingresos' || value === 'creditos';

/** /dashboard/detalle/:cifra?desde&hasta — the events behind one figure of Reportes. */
export function FigureDetailPage() {
  const { cifra } = useParams();
  const [params] = useSearchParams();
  const month = monthRange(new Date());
  const desde = params.get('desde') ?? month.desde;
  const hasta = params.get('hasta') ?? month.hasta;
  if (!isFigure(cifra)) return <EmptyState>Esa cifra no tiene detalle.</EmptyState>;
  return <FigureDetail cifra={cifra} desde={desde} hasta={hasta} />;
}

function FigureDetail({ cifra, desde, hasta }: { cifra: Figure; desde: string; hasta: string }) {
  const detail = useFigureDetail(cifra, desde, hasta);
  const summary = useSummary(desde, hasta);
  const money = cifra === 'ingresos';
  const show = (amount: number) => (money ? formatPrice(amount) : formatCount(amount));
  return (
    <Page>
      <header>
        <Back to="/dashboard">← Volver a Reportes</Back>
        <PageTitle>{TITLES[cifra].title}</PageTitle>
        <PageSubtitle>
          Del {shortDate(desde)} al {shortDate(hasta)}. {TITLES[cifra].subtitle}
        </PageSubtitle>
      </header>
      {detail.error && <ErrorText role="alert">{errorDetail(detail.error)}</ErrorText>}
      {detail.isPending && !detail.error && <EmptyState role="status">Cargando detalle...</EmptyState>}
      {detail.data && (
        <Card aria-labelledby="movimientos">
          <CardHeader>
            <CardTitle id="movimientos">Total: {show(detail.data.total)}</CardTitle>
          </CardHeader>
          {detail.data.truncated && <p>Se muestran los primeros {formatCount(detail.data.entries.length)} movimientos. Elige un período más corto para verlos todos.</p>}
          <Entries entries={detail.data.entries} money={money} show={show} />
        </Card>
      )}
      {money && summary.data && summary.data.byPackage.length > 0 && (
        <Card aria-labelledby="por-paquete">
          <CardHeader>
            <CardTitle id="por-paquete">Por paquete</CardTitle>
          </CardHeader>
          <ByPackage rows={summary.data.byPackage} />
        </Card>
      )}
    </Page>
  );
}

function Entries({ entries, money, show }: { entries: readonly FigureEntry[]; money: boolean; show: (n: number) => string }) {
  if (entries.length === 0) return <EmptyState>No hubo movimientos en este período.</EmptyState>;
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Socio</th>
            {money && <Wide as="th" scope="col">Paquete</Wide>}
            <th scope="col">Tipo</th>
            <Num scope="col">{money ? 'Importe' : 'Créditos'}</Num>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.position}>
              <NoWrap>{shortDate(e.date)}</NoWrap>
              <td>
                {e.member}
                {money && e.package && <Narrow>{e.package}</Narrow>}
              </td>
              {money && <Wide as="td">{e.package ?? '—'}</Wide>}
              <td>{KINDS[e.kind] ?? e.kind}</td>
              <NumCell>{show(e.amount)}</NumCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

function ByPackage({ rows }: { rows: readonly PackageIncome[] }) {
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Paquete</th>
            <Num scope="col">Vendidos</Num>
            <Num scope="col">Quitados</Num>
            <Num scope="col">Ingresos</Num>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.packageId}>
              <td>{r.package}</td>
              <NumCell>{formatCount(r.sales)}</NumCell>
              <NumCell>{formatCount(r.reversals)}</NumCell>
              <NumCell>{formatPrice(r.revenue)}</NumCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

// Phones read the package under the member's name, so the amount stays in view without scrolling sideways.
const Wide = styled.td`
  @media (max-width: 639.98px) { display: none; }
`;

const Narrow = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
  @media (min-width: 640px) { display: none; }
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
`;

const ErrorText = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Scroller = styled.div`
  overflow-x: auto;
  margin: 0 -4px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th, td {
    padding: 10px 6px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  tbody tr:last-child td { border-bottom: none; }
  @media (max-width: 639.98px) {
    font-size: 0.85rem;
    th, td { padding: 8px 3px; }
    th { letter-spacing: 0; }
  }
`;

const Num = styled.th`
  && { text-align: right; }
`;

const NumCell = styled.td`
  && { text-align: right; }
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
