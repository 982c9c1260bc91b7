import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AttendanceTotals, Figure, ReportSummary } from '../api/types';
import { formatPrice, formatPriceShort } from '../../../lib/format-price';
import { formatCount, formatCountOf, formatPercent, type Range } from '../report-format';

/** Every tile links to the events behind its figure; `more`: a second figure the tile shows (credits used). */
type Kpi = { label: string; value: string; detail: string; title?: string; figure: Figure; more?: { figure: Figure; label: string } };

function kpis(totals: ReportSummary['totals'], attendance: AttendanceTotals | undefined): Kpi[] {
  return [
    {
      label: 'Reservas',
      value: formatCount(totals.bookings),
      detail: formatCountOf(totals.creditsUsed, 'crédito usado', 'créditos usados'),
      figure: 'reservas',
      more: { figure: 'creditos', label: 'Créditos usados' },
    },
    {
      label: 'Cancelaciones',
      value: formatCount(totals.cancellations),
      detail: `Socios ${totals.cancelledByMember} · Admin ${totals.cancelledByAdmin} · Cambios de horario ${totals.cancelledByStudio}`,
      figure: 'cancelaciones',
    },
    {
      label: 'Ocupación promedio',
      // No class started yet has no occupancy to average: a dash, not a 0 % that reads as empty classes.
      value: attendance && attendance.occurrences > 0 ? formatPercent(attendance.occupancy) : '—',
      detail: !attendance
        ? 'Cargando…'
        : attendance.occurrences === 0
          ? 'Todavía no empezó ninguna clase con reservas.'
          : `${formatCountOf(attendance.attendance, 'lugar ocupado', 'lugares ocupados')} de ${formatCount(attendance.capacity)} en ${formatCountOf(attendance.occurrences, 'clase', 'clases')}`,
      figure: 'ocupacion',
    },
    {
      label: 'Ingresos',
      value: formatPriceShort(totals.revenue),
      title: formatPrice(totals.revenue),
      detail: `${formatCountOf(totals.sales, 'paquete vendido', 'paquetes vendidos')} · ${formatCountOf(totals.reversals, 'quitado', 'quitados')}`,
      figure: 'ingresos',
    },
    { label: 'Socios nuevos', value: formatCount(totals.newMembers), detail: 'Registrados en el período', figure: 'socios' },
    {
      label: 'Solicitudes pendientes',
      value: formatCount(totals.pendingRequests),
      detail: `Aprobadas ${totals.approvals} · Rechazadas ${totals.rejections} en el período`,
      figure: 'solicitudes',
    },
  ];
}

const detailPath = (figure: Figure, range: Range) => `/dashboard/detalle/${figure}?desde=${range.desde}&hasta=${range.hasta}`;

/** The headline figures of the range (pending requests are as of now). */
export function KpiCards({ totals, attendance, range }: { totals: ReportSummary['totals']; attendance: AttendanceTotals | undefined; range?: Range }) {
  return (
    <Grid aria-label="Indicadores">
      {kpis(totals, attendance).map((kpi) => (
        <Tile key={kpi.label}>
          <Label>{kpi.label}</Label>
          <Value title={kpi.title}>{kpi.value}</Value>
          <Detail>{kpi.detail}</Detail>
          {range && (
            <Links>
              <DetailLink to={detailPath(kpi.figure, range)} aria-label={`Ver detalle: ${kpi.label}`}>
                Ver detalle
              </DetailLink>
              {kpi.more && (
                <DetailLink to={detailPath(kpi.more.figure, range)} aria-label={`Ver detalle: ${kpi.more.label}`}>
                  Créditos
                </DetailLink>
              )}
            </Links>
          )}
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.88rem;
  font-weight: 650;
`;

// Sized to the viewport on phones so '$ 187.000' stays on one line in a half-width card.
const Value = styled.strong`
  font-size: clamp(1.2rem, 6vw, 1.6rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  white-space: nowrap;
  @media (min-width: 768px) {
    font-size: 1.9rem;
  }
`;

const Links = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin-top: 2px;
`;

const DetailLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.85rem;
  font-weight: 650;
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;
