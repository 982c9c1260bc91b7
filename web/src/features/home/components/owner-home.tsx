import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ClipboardCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleClass } from '../../../../../contract/attendance';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { dayMonth } from '../../../lib/calendar-date';
import { formatPrice } from '../../../lib/format-price';
import { plural } from '../../../lib/plural';
import { studioTodayQuery, upcomingClassesQuery } from '../api/staff-home-api';
import { ClassSummary } from './class-summary';
import { HomeCard } from './home-card';
import { StaffHomeFrame } from './staff-home-frame';

type OwnerHomeProps = { firstName: string; notifications?: ReactNode };

/**
 * The owner's home (admins): today's classes with their places taken, what waits for her (receipts to review,
 * packages about to end, fees en mora) and the week's income. Each figure opens the screen where she acts on it.
 */
export function OwnerHome({ firstName, notifications }: OwnerHomeProps) {
  const classes = useQuery(upcomingClassesQuery());
  const today = useQuery(studioTodayQuery());
  return (
    <StaffHomeFrame firstName={firstName} notifications={notifications}>
      <HomeCard title="Clases de hoy" icon={CalendarDays} to="/profesor">
        {classes.isPending && <Muted>Cargando clases...</Muted>}
        {classes.isError && <Alert role="alert">No pudimos cargar las clases: {errorDetail(classes.error)}</Alert>}
        {classes.data && <TodayClasses clases={classes.data.hoy.clases} />}
      </HomeCard>
      <HomeCard title="Para revisar" icon={ClipboardCheck}>
        {today.isPending && <Muted>Cargando...</Muted>}
        {today.isError && <Alert role="alert">No pudimos cargar los pendientes: {errorDetail(today.error)}</Alert>}
        {today.data && (
          <Tiles>
            <Figure to="/admin/usuarios?estado=comprobante_pendiente" value={today.data.comprobantesPendientes}
              label={plural(today.data.comprobantesPendientes, 'Comprobante por revisar', 'Comprobantes por revisar')} />
            <Figure to="/admin/usuarios?estado=vence_semana" value={today.data.vencenPronto}
              label={plural(today.data.vencenPronto, 'Paquete que vence en 7 días', 'Paquetes que vencen en 7 días')} />
            <Figure to="/admin/usuarios?estado=en_mora" value={today.data.enMora}
              label={plural(today.data.enMora, 'Socio con la cuota en mora', 'Socios con la cuota en mora')} />
          </Tiles>
        )}
      </HomeCard>
      <HomeCard title="Ingresos de la semana" icon={Wallet}>
        {today.isPending && <Muted>Cargando...</Muted>}
        {today.data && (
          <Income to={`/dashboard/detalle/ingresos?desde=${today.data.ingresosSemana.desde}&hasta=${today.data.ingresosSemana.hasta}`}>
            <Amount>{formatPrice(today.data.ingresosSemana.total)}</Amount>
            <Muted>
              Del {dayMonth(today.data.ingresosSemana.desde)} al {dayMonth(today.data.ingresosSemana.hasta)} · Ver detalle
            </Muted>
          </Income>
        )}
      </HomeCard>
    </StaffHomeFrame>
  );
}

function TodayClasses({ clases }: { clases: readonly ConsoleClass[] }) {
  if (clases.length === 0) return <EmptyState>Hoy no hay clases.</EmptyState>;
  return (
    <List aria-label="Clases de hoy">
      {clases.map((c) => (
        <li key={c.horario_id}>
          <ClassSummary clase={c} />
        </li>
      ))}
    </List>
  );
}

/** A count that asks for action; zero reads calm (muted), anything else in the accent. */
function Figure({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Tile to={to} aria-label={`${value} ${label.toLowerCase()}`}>
      <Value $zero={value === 0}>{value}</Value>
      <span>{label}</span>
    </Tile>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 6px; margin-top: 6px; }
`;

// Side by side where each tile gets room for its longest word ("Comprobantes"), one under the other on a phone.
const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr));
  gap: 10px;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: inherit;
  text-decoration: none;
  font-weight: 650;
  font-size: 0.92rem;
  overflow-wrap: break-word;
  &:hover { border-color: ${({ theme }) => theme.colors.accentStrong}; }
`;

const Value = styled.strong<{ $zero: boolean }>`
  font-size: 1.6rem;
  font-weight: 800;
  color: ${({ theme, $zero }) => ($zero ? theme.colors.textMuted : theme.colors.accentText)};
`;

const Income = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
`;

const Amount = styled.strong`
  font-size: 1.9rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
