import { INCOME_KIND_LABELS } from '../../../../../contract/wording';
import { EmptyState } from '../../../components/empty-state';
import { formatPrice } from '../../../lib/format-price';
import type { Figure, FigureEntry } from '../api/types';
import { formatCount, formatPercent, shortDate } from '../report-format';
import { Narrow, Num, NumCell, Scroller, Sub, Table, Wide, WideCol } from './report-table';

export const KINDS: Record<string, string> = {
  ...INCOME_KIND_LABELS,
  consumo: 'Reserva',
  devolucion: 'Devolución',
  reserva: 'Reserva',
  socio: 'Socio',
  admin: 'Admin',
  estudio: 'Cambio de horario',
  alta: 'Alta',
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  clase: 'Clase',
};

const kind = (k: string) => KINDS[k] ?? k;
const classText = (c: NonNullable<FigureEntry['clase']>) => `${shortDate(c.fecha)} ${c.hora}${c.disciplina ? ` · ${c.disciplina}` : ''}`;

/** The lines behind one figure, with the columns that figure needs (money, credits, classes, members, requests). */
export function FigureEntries({ cifra, entries }: { cifra: Figure; entries: readonly FigureEntry[] }) {
  if (entries.length === 0) return <EmptyState>No hubo movimientos en este período.</EmptyState>;
  if (cifra === 'ocupacion') return <OccupancyEntries entries={entries} />;
  const money = cifra === 'ingresos';
  const withPackage = money || cifra === 'solicitudes';
  const withClass = cifra === 'reservas' || cifra === 'cancelaciones';
  const withAmount = money || cifra === 'creditos';
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Día</th>
            <th scope="col">Socio</th>
            {withPackage && <WideCol as="th" scope="col">Paquete</WideCol>}
            {withClass && <WideCol as="th" scope="col">Clase</WideCol>}
            {cifra !== 'socios' && cifra !== 'reservas' && <th scope="col">{cifra === 'solicitudes' ? 'Estado' : 'Tipo'}</th>}
            {withAmount && <Num scope="col">{money ? 'Importe' : 'Créditos'}</Num>}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const second = withPackage ? e.package : withClass && e.clase ? classText(e.clase) : null;
            return (
              <tr key={`${e.kind}-${e.position}`}>
                <td style={{ whiteSpace: 'nowrap' }}>{shortDate(e.date)}</td>
                <td>
                  {e.member ?? '—'}
                  {second && (
                    <Narrow>
                      <Sub>{second}</Sub>
                    </Narrow>
                  )}
                </td>
                {(withPackage || withClass) && <WideCol>{second ?? '—'}</WideCol>}
                {cifra !== 'socios' && cifra !== 'reservas' && <td>{kind(e.kind)}</td>}
                {withAmount && <NumCell>{money ? formatPrice(e.amount) : formatCount(e.amount)}</NumCell>}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}

/** Occupancy: each past class with its live bookings over its places. */
function OccupancyEntries({ entries }: { entries: readonly FigureEntry[] }) {
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Clase</th>
            <Num scope="col">Ocupados</Num>
            <Num scope="col">Cupo</Num>
            <Num scope="col">
              <Wide>Ocupación</Wide>
              <Narrow>Ocup.</Narrow>
            </Num>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.position}>
              <td>{e.clase ? classText(e.clase) : shortDate(e.date)}</td>
              <NumCell>{formatCount(e.amount)}</NumCell>
              <NumCell>{formatCount(e.capacity ?? 0)}</NumCell>
              <NumCell>{e.capacity ? formatPercent(e.amount / e.capacity) : '—'}</NumCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
