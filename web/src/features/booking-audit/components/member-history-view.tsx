import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { Select } from '../../../components/select';
import { standingBookingsQuery } from '../../../api/booking/standing-bookings';
import { horariosQuery } from '../../../api/catalog/horarios';
import { usersQuery } from '../../../api/membership/users';
import { errorDetail } from '../../../lib/api-client';
import { useMemberHistory } from '../api/get-member-history';
import type { AuditUser, HistoryEntry } from '../api/types';
import { listDate } from '../audit-dates';
import { ErrorText } from './class-card';
import { HistoryTimeline } from './history-timeline';

const fullName = (u: AuditUser) => `${u.firstName} ${u.lastName}`.trim();
const byName = (a: AuditUser, b: AuditUser) => fullName(a).localeCompare(fullName(b), 'es');

/** A member picker and that member's booking history (also reached from Usuarios: ?usuario=<id>). */
export function MemberHistoryView({ userId, onPick }: { userId: string | null; onPick: (userId: string | null) => void }) {
  const users = useQuery(usersQuery());
  const sorted = [...(users.data ?? [])].sort(byName);
  const picked = sorted.find((u) => u.clerkUserId === userId);
  return (
    <Section aria-label="Por socio">
      <Field>
        <label htmlFor="audit-member">Socio</label>
        <Select id="audit-member" value={userId ?? ''} onChange={(e) => onPick(e.target.value || null)}>
          <option value="">{users.isPending ? 'Cargando socios...' : 'Elige un socio'}</option>
          {userId && !picked && <option value={userId}>{userId}</option>}
          {sorted.map((u) => (
            <option key={u.clerkUserId} value={u.clerkUserId}>
              {fullName(u)}
            </option>
          ))}
        </Select>
      </Field>
      {users.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(users.error)}</ErrorText>}
      {userId ? (
        <MemberHistory userId={userId} name={picked ? fullName(picked) : null} />
      ) : (
        <EmptyState>Elige un socio para ver su historial de turnos.</EmptyState>
      )}
    </Section>
  );
}

function MemberHistory({ userId, name }: { userId: string; name: string | null }) {
  const history = useMemberHistory(userId);
  const horarios = useQuery(horariosQuery());
  const disciplines = new Map((horarios.data ?? []).map((h) => [h.id, h.disciplina]));
  const shownName = name ?? history.data?.[0]?.userName ?? 'este socio';
  const classOf = (entry: HistoryEntry) => {
    const discipline = disciplines.get(entry.horario_id);
    const text = `${listDate(entry.fecha)} · ${entry.hora}${discipline ? ` · ${discipline}` : ''}`;
    return <ClassLink to={`/admin/reservas?fecha=${entry.fecha}&clase=${entry.horario_id}`}>{text}</ClassLink>;
  };
  return (
    <>
      <Title>Historial de turnos de {shownName}</Title>
      <StandingLine userId={userId} />
      {history.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(history.error)}</ErrorText>}
      {history.isPending && <EmptyState role="status">Cargando historial...</EmptyState>}
      {history.data && (
        <Card>
          <HistoryTimeline entries={history.data} label={`Historial de turnos de ${shownName}`} subject={classOf} emptyText="Todavía no reservó ningún turno." />
        </Card>
      )}
    </>
  );
}

/** The member's turnos fijos, one line: staff see why a class gets booked every week without the member's tap. */
function StandingLine({ userId }: { userId: string }) {
  const standing = useQuery(standingBookingsQuery(userId));
  if (!standing.data?.length) return null;
  return <Standing>Turnos fijos: {standing.data.map((s) => `${s.dia_semana.toLowerCase()} ${s.hora} · ${s.disciplina}`).join(', ')}</Standing>;
}

const Standing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 420px;
  & > label { font-weight: 650; font-size: 0.95rem; }
`;

const Title = styled.h2`
  font-size: 1.15rem;
  font-weight: 750;
`;

const Card = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const ClassLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.border};
  text-underline-offset: 3px;
  &:hover { text-decoration-color: ${({ theme }) => theme.colors.accent}; }
`;
