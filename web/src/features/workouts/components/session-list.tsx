import { ChevronRight, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SesionResumen } from '../api/get-my-workouts';
import { formatShortDay, formatTime, formatVolume, progressText } from '../workout-wording';
import { linkCard, stackedList } from './card-list.styles';
import { countOf } from '../../../lib/plural';

type SessionListProps = {
  sessions: readonly SesionResumen[];
  /** Shows the member's name (the coach's list of everyone). */
  showMember?: boolean;
  /** What a row opens (a link or a button around its content). */
  renderRow: (session: SesionResumen, content: ReactNode) => ReactNode;
};

/** Sessions newest first: day, plan day, sets done of planned, volume, records and comments. */
export function SessionList({ sessions, showMember = false, renderRow }: SessionListProps) {
  return (
    <List>
      {sessions.map((s) =>
        renderRow(
          s,
          <>
            <When>
              <strong>{formatShortDay(s.fecha)}</strong>
              <span>{formatTime(s.iniciada_en)}</span>
            </When>
            <What>
              <strong>{showMember ? `${s.socio} · ${s.dia}` : `${s.dia} · ${s.semana}`}</strong>
              <span>
                {s.planificacion} · {progressText(s.series_registradas, s.series_planificadas)}
                {s.volumen > 0 ? ` · ${formatVolume(s.volumen)}` : ''}
              </span>
            </What>
            <Tags>
              {s.estado === 'en_curso' && <Tag data-kind="live">En curso</Tag>}
              {s.records > 0 && (
                <Tag data-kind="record">
                  <Trophy size={14} aria-hidden="true" />
                  {countOf(s.records, 'récord', 'récords')}
                </Tag>
              )}
              {s.comentarios > 0 && <Tag>{countOf(s.comentarios, 'comentario', 'comentarios')}</Tag>}
            </Tags>
            <ChevronRight size={20} aria-hidden="true" className="chevron" />
          </>,
        ),
      )}
    </List>
  );
}

const List = styled.ul`
  ${stackedList}
  > li > a, > li > button {
    display: grid;
    grid-template-columns: 52px 1fr auto;
    grid-template-areas: 'when what chev' 'when tags chev';
    gap: 4px 12px;
    align-items: center;
    width: 100%;
    ${linkCard}
    font: inherit;
    text-align: left;
    cursor: pointer;
    &[aria-expanded='true'] { border-color: ${({ theme }) => theme.colors.accentStrong}; }
  }
  .chevron { grid-area: chev; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const When = styled.span`
  grid-area: when;
  display: grid;
  text-align: center;
  font-variant-numeric: tabular-nums;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
`;

const What = styled.span`
  grid-area: what;
  display: grid;
  min-width: 0;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

const Tags = styled.span`
  grid-area: tags;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  &:empty { display: none; }
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.8rem;
  font-weight: 650;
  &[data-kind='record'] { background: #fff1cc; color: #6b4500; }
  &[data-kind='live'] { background: #e3f5e9; color: ${({ theme }) => theme.colors.success}; }
`;
