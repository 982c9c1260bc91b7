import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ChartCard, ChartGrid } from '../../../components/chart-card';
import { LineChart } from '../../../components/line-chart';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { useExerciseHistory } from '../api/get-exercise-history';
import { historyCharts } from '../history-points';
import { formatKg } from '../set-entry';
import { formatShortDay, formatVolume, setFigure } from '../workout-wording';

const axisNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/**
 * /entrenamientos/ejercicio/:nombre — one exercise over time: heaviest weight and volume per session (reps for
 * bodyweight), its records and each session's figures. Staff open a member's at /profesor/entrenamientos/:id/ejercicio/:nombre.
 */
export function ExerciseHistoryPage() {
  const params = useParams();
  const nombre = params.nombre ?? '';
  const history = useExerciseHistory(nombre, params.clerkUserId);
  const navigate = useNavigate();
  const charts = history.data ? historyCharts(history.data) : null;
  const shortX = (i: number) => {
    const session = history.data?.por_sesion[i];
    return session ? formatShortDay(session.fecha) : '';
  };
  const plain = (v: number) => axisNumber.format(v);
  const records = history.data?.records;

  return (
    <Page>
      <div>
        <Button $variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft size={20} aria-hidden="true" />
          Volver
        </Button>
      </div>
      <header>
        <PageTitle>{nombre}</PageTitle>
        <PageSubtitle>{params.clerkUserId ? 'Progreso del socio en este ejercicio.' : 'Tu progreso en este ejercicio.'}</PageSubtitle>
      </header>
      {history.isPending ? (
        <EmptyState role="status">Cargando historial...</EmptyState>
      ) : history.isError ? (
        <EmptyState role="alert">No se pudo cargar el historial.</EmptyState>
      ) : history.data.por_sesion.length === 0 ? (
        <EmptyState>{params.clerkUserId ? 'Todavía no registró este ejercicio.' : 'Todavía no registraste este ejercicio.'}</EmptyState>
      ) : (
        <>
          {records && (
            <Stats>
              {records.peso_maximo && records.peso_maximo.peso > 0 && <Stat label="Peso máximo" value={setFigure(records.peso_maximo.peso, records.peso_maximo.repeticiones)} />}
              {records.e1rm && records.e1rm.valor > 0 && <Stat label="1RM estimado" value={formatKg(Math.round(records.e1rm.valor * 10) / 10)} />}
              <Stat label="Sesiones" value={String(history.data.por_sesion.length)} />
            </Stats>
          )}
          <ChartGrid>
            {charts?.weight && (
              <ChartCard>
                <h2>Peso máximo (kg)</h2>
                <LineChart title={`Peso máximo por sesión de ${nombre}`} points={charts.weight} formatY={plain} formatX={shortX} />
              </ChartCard>
            )}
            {charts?.volume && (
              <ChartCard>
                <h2>Volumen (reps × kg)</h2>
                <LineChart title={`Volumen por sesión de ${nombre}`} points={charts.volume} formatY={plain} formatX={shortX} fromZero />
              </ChartCard>
            )}
            {charts?.reps && (
              <ChartCard>
                <h2>Repeticiones por sesión</h2>
                <LineChart title={`Repeticiones por sesión de ${nombre}`} points={charts.reps} formatY={plain} formatX={shortX} fromZero />
              </ChartCard>
            )}
          </ChartGrid>
          <Table>
            <caption>Por sesión</caption>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Peso máx.</th>
                <th scope="col">Volumen</th>
                <th scope="col">1RM est.</th>
              </tr>
            </thead>
            <tbody>
              {history.data.por_sesion.toReversed().map((s) => (
                <tr key={s.sesion_id}>
                  <td>{formatShortDay(s.fecha)}</td>
                  <td>{formatKg(s.peso_maximo)}</td>
                  <td>{s.volumen > 0 ? formatVolume(s.volumen) : '—'}</td>
                  <td>{s.e1rm ? formatKg(Math.round(s.e1rm * 10) / 10) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Page>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const Stats = styled.dl`
  display: grid;
  /* A tile is as wide as its figure ("102,5 kg × 10" on one line): tiles wrap to the next row, never their figures. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: 10px;
  div { padding: 12px 14px; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; box-shadow: ${({ theme }) => theme.shadows.card}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; font-weight: 650; }
  dd { margin: 0; font-size: 1.1rem; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
  @media (min-width: 768px) { dd { font-size: 1.2rem; } }
`;


const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  font-variant-numeric: tabular-nums;
  caption { text-align: left; font-weight: 750; font-size: 1.1rem; padding-bottom: 8px; }
  th, td { padding: 10px 12px; text-align: left; }
  th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;
