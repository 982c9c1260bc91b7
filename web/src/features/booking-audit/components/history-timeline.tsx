import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import type { HistoryEntry } from '../api/types';
import { doneByLine, formatWhen, formatWhenShort, kindLabel, newestFirst } from '../audit-wording';
import { MomentDialog } from './moment-dialog';
import { WaiveForfeitDialog } from './waive-forfeit-dialog';

type HistoryTimelineProps = {
  entries: readonly HistoryEntry[];
  label: string;
  /** What each entry is about: the member (a class's history) or the class (a member's history). */
  subject: (entry: HistoryEntry) => ReactNode;
  emptyText: string;
};

/** Reservó / Canceló, newest first: who it was about, who did it and why, and when (studio time). */
export function HistoryTimeline({ entries, label, subject, emptyText }: HistoryTimelineProps) {
  const [waiving, setWaiving] = useState<HistoryEntry | null>(null);
  const [looking, setLooking] = useState<HistoryEntry | null>(null);
  if (entries.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
    <List aria-label={label}>
      {newestFirst(entries).map((entry) => {
        const booked = entry.kind === 'booked';
        const Icon = booked ? CalendarCheck : CalendarX;
        return (
          <Item key={`${entry.at}-${entry.kind}-${entry.bookingId}`}>
            <Dot $booked={booked} aria-hidden="true">
              <Icon size={15} />
            </Dot>
            <Body>
              <Head>
                <Kind $booked={booked}>{kindLabel(entry.kind)}</Kind>
                <Subject>{subject(entry)}</Subject>
              </Head>
              <Meta>{doneByLine(entry)}</Meta>
              <WhenRow>
                <When dateTime={entry.at} title={formatWhen(entry.at)}>
                  {formatWhenShort(entry.at)}
                </When>
                <LookBack onClick={() => setLooking(entry)} aria-label={`Ver cómo estaba: ${kindLabel(entry.kind).toLowerCase()} ${entry.userName}, ${formatWhenShort(entry.at)}`}>
                  Ver cómo estaba
                </LookBack>
              </WhenRow>
              {entry.credito === 'perdido' && (
                <Forfeit>
                  <span>Cancelación tardía: el crédito no se devolvió.</span>
                  <Button $variant="secondary" onClick={() => setWaiving(entry)} aria-label={`Devolver crédito a ${entry.userName}`}>
                    Devolver crédito
                  </Button>
                </Forfeit>
              )}
              {entry.credito === 'devuelto' && <Forfeit>Cancelación tardía: crédito devuelto por excepción.</Forfeit>}
            </Body>
          </Item>
        );
      })}
    </List>
    {waiving && <WaiveForfeitDialog entry={waiving} onClose={() => setWaiving(null)} />}
    {looking && <MomentDialog entry={looking} onClose={() => setLooking(null)} />}
    </>
  );
}

const Forfeit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin-top: 4px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: 10px;
  padding-bottom: 14px;
  /* The line that joins the dots into a timeline. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 13px;
    top: 28px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Dot = styled.span<{ $booked: boolean }>`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ $booked, theme }) => ($booked ? '#e7f6ec' : theme.colors.dangerSoft)};
  color: ${({ $booked, theme }) => ($booked ? theme.colors.success : theme.colors.danger)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding-top: 3px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 8px;
`;

const Kind = styled.strong<{ $booked: boolean }>`
  color: ${({ $booked, theme }) => ($booked ? theme.colors.success : theme.colors.danger)};
`;

const Subject = styled.span`
  font-weight: 650;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const WhenRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 12px;
`;

/** A link-looking button, 44 px tall for a thumb, that opens the moment of the line. */
const LookBack = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.9rem;
  font-weight: 650;
  text-decoration: underline;
  cursor: pointer;
`;

const When = styled.time`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
