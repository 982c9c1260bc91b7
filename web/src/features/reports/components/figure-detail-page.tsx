import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { useFigureDetail } from '../api/get-figure-detail';
import { useSummary } from '../api/get-summary';
import type { Figure, FigureDetail, PackageIncome } from '../api/types';
import { occupancyRowOf, type OccupancyRow } from '../occupancy-row';
import { formatCount, formatCountOf, formatPercent, monthRange, shortDate } from '../report-format';
import { FigureEntries, KINDS } from './figure-entries';
import { Num, NumCell, Scroller, Table } from './report-table';

const TITLES: Record<Figure, { title: string; subtitle: string }> = {
  ingresos: {
    title: 'Detalle de ingresos',
    subtitle: 'Cada paquete vendido (también renovaciones y recargas) a su precio de ese momento, menos los que se quitaron. Reasignar el mismo paquete lo reemplaza: no se cobra dos veces.',
  },
  creditos: {
    title: 'Detalle de créditos usados',
    subtitle: 'Cada crédito consumido por una reserva, menos los devueltos al cancelar a tiempo.',
  },
  reservas: { title: 'Detalle de reservas', subtitle: 'Cada reserva hecha en el período, con su clase.' },
  cancelaciones: { title: 'Detalle de cancelaciones', subtitle: 'Cada reserva cancelada en el período y quién la canceló.' },
  ocupacion: { title: 'Detalle de ocupación', subtitle: 'Cada clase ya empezada con reservas: sus lugares ocupados sobre el cupo.' },
  socios: { title: 'Detalle de socios nuevos', subtitle: 'Cada socio que se registró en el período.' },
  solicitudes: { title: 'Detalle de solicitudes', subtitle: 'Las que esperan respuesta ahora, y las aprobadas y rechazadas en el período.' },
};

const isFigure = (value: string | undefined): value is Figure => value !== undefined && Object.hasOwn(TITLES, value);

/** /dashboard/detalle/:cifra?desde&hasta — the events behind one figure of Reportes. */
export function FigureDetailPage() {
  const { cifra } = useParams();
  const [params] = useSearchParams();
  const month = monthRange(new Date());
  const desde = params.get('desde') ?? month.desde;
  const hasta = params.get('hasta') ?? month.hasta;
  if (!isFigure(cifra)) return <EmptyState>Esa cifra no tiene detalle.</EmptyState>;
  const row = cifra === 'ocupacion' ? occupancyRowOf(params) : undefined;
  return <FigureDetailView cifra={cifra} desde={desde} hasta={hasta} row={row} />;
}

/** The card's title: the figure itself, as the dashboard shows it, and its split. */
function headline(detail: FigureDetail): { total: string; split: string | null } {
  const { cifra, total, counts } = detail;
  if (cifra === 'ingresos') return { total: formatPrice(total), split: null };
  if (cifra === 'ocupacion') {
    const capacity = counts.capacidad ?? 0;
    const ratio = capacity > 0 ? formatPercent(total / capacity) : '—';
    const classes = counts.clases ?? 0;
    return { total: ratio, split: `${formatCountOf(total, 'lugar ocupado', 'lugares ocupados')} de ${formatCount(capacity)} en ${formatCountOf(classes, 'clase', 'clases')}` };
  }
  const parts = Object.entries(counts).map(([k, n]) => `${KINDS[k] ?? k} ${formatCount(n)}`);
  return { total: formatCount(total), split: cifra === 'creditos' || parts.length < 2 ? null : parts.join(' · ') };
}

function FigureDetailView({ cifra, desde, hasta, row }: { cifra: Figure; desde: string; hasta: string; row?: OccupancyRow }) {
  const detail = useFigureDetail(cifra, desde, hasta, row);
  const summary = useSummary(desde, hasta);
  const head = detail.data ? headline(detail.data) : null;
  return (
    <Page>
      <header>
        <Back to="/dashboard">← Volver a Reportes</Back>
        <PageTitle>{TITLES[cifra].title}</PageTitle>
        <PageSubtitle>
          Del {shortDate(desde)} al {shortDate(hasta)}. {TITLES[cifra].subtitle}
          {row && ' Solo la fila que elegiste en la tabla de asistencia.'}
        </PageSubtitle>
        {row && <Back to={`/dashboard/detalle/ocupacion?desde=${desde}&hasta=${hasta}`}>Ver todas las clases</Back>}
      </header>
      {detail.error && <ErrorText role="alert">{errorDetail(detail.error)}</ErrorText>}
      {detail.isPending && !detail.error && <EmptyState role="status">Cargando detalle...</EmptyState>}
      {detail.data && head && (
        <Card aria-labelledby="movimientos">
          <CardHeader>
            <CardTitle id="movimientos">{cifra === 'solicitudes' ? 'Pendientes' : 'Total'}: {head.total}</CardTitle>
          </CardHeader>
          {head.split && <Split>{head.split}</Split>}
          {detail.data.truncated && <p>Se muestran los primeros {formatCount(detail.data.entries.length)} movimientos. Elige un período más corto para verlos todos.</p>}
          <FigureEntries cifra={cifra} entries={detail.data.entries} />
        </Card>
      )}
      {cifra === 'ingresos' && summary.data && summary.data.byPackage.length > 0 && (
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

const Split = styled.p`
  margin: -4px 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
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
