import { UserRound } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import type { RosterEntry } from '../api/types';
import { formatWhen, formatWhenShort } from '../audit-wording';

type RosterListProps = {
  roster: readonly RosterEntry[];
  /** Absent once the class has started: the server no longer lets anyone cancel it. */
  onCancel?: (entry: RosterEntry) => void;
};

/** Who holds a place, in booking order, with when they booked and the admin's "Cancelar turno". */
export function RosterList({ roster, onCancel }: RosterListProps) {
  if (roster.length === 0) return <EmptyState>Nadie reservó esta clase.</EmptyState>;
  return (
    <List aria-label="Anotados">
      {roster.map((entry) => (
        <Item key={entry.id} aria-label={entry.nombre}>
          <Avatar aria-hidden="true">
            <UserRound size={18} />
          </Avatar>
          <Who>
            <strong>{entry.nombre || entry.clerk_user_id}</strong>
            <Booked>
              Reservó el <NoWrap title={formatWhen(entry.booked_at)}>{formatWhenShort(entry.booked_at)}</NoWrap>
            </Booked>
          </Who>
          {onCancel && (
            <CancelButton $variant="secondary" onClick={() => onCancel(entry)} aria-label={`Cancelar turno de ${entry.nombre}`}>
              Cancelar turno
            </CancelButton>
          )}
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 10px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Booked = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const CancelButton = styled(Button)`
  min-height: 40px;
  padding: 0 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;
