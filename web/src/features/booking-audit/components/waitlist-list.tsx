import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { waitlistQuery, type WaitlistAuditEntry } from '../../../api/booking/waitlist';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { formatWhen, formatWhenShort } from '../audit-wording';

const SKIP_REASONS: Record<string, string> = {
  NO_CREDITS: 'no le quedaban créditos',
  NO_PACKAGE: 'no tenía paquete activo',
  PACKAGE_EXPIRES_BEFORE_CLASS: 'su paquete vencía antes de la clase',
  PACKAGE_NOT_FOR_DISCIPLINE: 'su paquete no incluye esa disciplina',
  HEALTH_STATEMENT_REQUIRED: 'no tenía la declaración de salud vigente',
};
const LEAVE_REASONS: Record<string, string> = {
  member: 'salió de la lista',
  admin: 'el estudio la sacó de la lista',
  booked: 'reservó la clase',
  'slot-removed': 'la clase se quitó del horario',
  'slot-changed': 'la clase cambió de día u horario',
  'class-cancelled': 'el estudio canceló la clase',
  'class-moved': 'pasó a la lista de la clase movida',
};

/** What became of an entry, in a line: its place while waiting; who was promoted, skipped or left, and when. */
export function waitlistStatus(entry: WaitlistAuditEntry): string {
  const when = entry.ended_at ? ` el ${formatWhenShort(entry.ended_at)}` : '';
  switch (entry.estado) {
    case 'en_espera':
      return `En espera · ${entry.posicion}.º`;
    case 'promovido':
      return entry.ended_at ? `Reserva confirmada por la lista${when}` : 'Reservó la clase cuando se liberó un lugar';
    case 'omitido':
      return `Omitido${when}: ${SKIP_REASONS[entry.motivo ?? ''] ?? 'no podía reservar'}`;
    case 'salio':
      return `${LEAVE_REASONS[entry.motivo ?? ''] ?? 'salió de la lista'}${when}`.replace(/^./, (c) => c.toUpperCase());
  }
}

/** The class's waitlist for the admin: order, who was promoted when, who was skipped and why. */
export function WaitlistList({ horarioId, fecha }: { horarioId: number; fecha: string }) {
  const waitlist = useQuery(waitlistQuery(horarioId, fecha));
  if (waitlist.isError) return <Problem role="alert">Error cargando la lista de espera: {errorDetail(waitlist.error)}</Problem>;
  if (waitlist.isPending) return <EmptyState role="status">Cargando lista de espera...</EmptyState>;
  if (waitlist.data.length === 0) return <EmptyState>Nadie se anotó en la lista de espera.</EmptyState>;
  return (
    <List aria-label="Lista de espera">
      {waitlist.data.map((entry) => (
        <Item key={entry.id} aria-label={entry.nombre || entry.clerk_user_id} $waiting={entry.estado === 'en_espera'}>
          <strong>{entry.nombre || entry.clerk_user_id}</strong>
          <Status>{waitlistStatus(entry)}</Status>
          <Joined>
            Se anotó el <span title={formatWhen(entry.joined_at)}>{formatWhenShort(entry.joined_at)}</span>
          </Joined>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li<{ $waiting: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
  overflow-wrap: anywhere;
  opacity: ${({ $waiting }) => ($waiting ? 1 : 0.85)};
`;

const Status = styled.span`
  font-size: 0.9rem;
  font-weight: 650;
  color: #8a5a00;
`;

const Joined = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
