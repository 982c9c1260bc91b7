import styled from 'styled-components';
import { CREDIT_LEDGER_KIND_LABELS } from '../../../contract/wording';
import { dayMonth, instantDayTime, weekdayName } from '../lib/calendar-date';

/** One line of POST /api/paquetes/getCreditHistory. */
export type CreditMovement = {
  at: string;
  kind: 'assigned' | 'removed' | 'adjusted' | 'expired' | 'consumed' | 'restored' | 'late-forgiven' | 'forfeited' | 'waived' | 'moved' | string;
  delta: number;
  balance: number;
  paquete: string | null;
  actor: string | null;
  reason: string | null;
  /** The class a booking's line is about, as booked. */
  clase?: { disciplina: string; fecha: string; hora: string } | null;
};

/** 'Funcional, jue 03/12 18:00': which class a credit went to or came back from. */
export const classOfLine = ({ disciplina, fecha, hora }: NonNullable<CreditMovement['clase']>) =>
  `${disciplina ? `${disciplina}, ` : ''}${weekdayName(fecha).slice(0, 3)} ${dayMonth(fecha)} ${hora}`;

const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '0');

/** The credit ledger, newest first: what moved, by how much, the balance after it, who and why. */
export function CreditHistoryList({ movements }: { movements: CreditMovement[] }) {
  if (movements.length === 0) return <Empty>Todavía no hay movimientos de créditos.</Empty>;
  return (
    <List>
      {movements.map((m) => (
        <Item key={`${m.at}-${m.kind}-${m.balance}-${m.delta}`}>
          <Main>
            <strong>{CREDIT_LEDGER_KIND_LABELS[m.kind] ?? m.kind}</strong>
            {m.clase && <ClassName>{classOfLine(m.clase)}</ClassName>}
            <Meta>
              {instantDayTime(m.at)}
              {m.paquete ? ` · ${m.paquete}` : ''}
              {m.actor ? ` · ${m.actor}` : ''}
            </Meta>
            {m.reason && <Reason>“{m.reason}”</Reason>}
          </Main>
          <Numbers>
            <Delta $sign={Math.sign(m.delta)}>{signed(m.delta)}</Delta>
            <Meta>Saldo {m.balance}</Meta>
          </Numbers>
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
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Numbers = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex-shrink: 0;
`;

const Meta = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ClassName = styled.span`
  font-weight: 500;
`;

const Reason = styled.span`
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const Delta = styled.span<{ $sign: number }>`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ $sign, theme }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.textMuted)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
