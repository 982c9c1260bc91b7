import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RecordsEjercicio } from '../api/get-my-workouts';
import { formatKg } from '../set-entry';
import { formatShortDay } from '../workout-wording';
import { stackedList, linkCard } from './card-list.styles';

/** Bests per exercise: heaviest weight and estimated 1RM, each exercise linking to its history. */
export function RecordsList({ records, historyLink }: { records: readonly RecordsEjercicio[]; historyLink: (nombre: string) => string }) {
  const shown = records.filter((r) => r.peso_maximo || r.e1rm || r.repeticiones_por_peso.length > 0);
  return (
    <List>
      {shown.map((r) => (
        <li key={r.nombre}>
          <Link to={historyLink(r.nombre)}>
            <Trophy size={18} aria-hidden="true" />
            <strong>{r.nombre}</strong>
            <span>
              {r.peso_maximo && r.peso_maximo.peso > 0 ? `Máx. ${formatKg(r.peso_maximo.peso)} × ${r.peso_maximo.repeticiones} (${formatShortDay(r.peso_maximo.fecha)})` : ''}
              {r.e1rm && r.e1rm.valor > 0 ? ` · 1RM est. ${formatKg(Math.round(r.e1rm.valor * 10) / 10)}` : ''}
              {(!r.peso_maximo || r.peso_maximo.peso === 0) && r.repeticiones_por_peso[0] ? `Máx. ${Math.max(...r.repeticiones_por_peso.map((m) => m.repeticiones))} repeticiones` : ''}
            </span>
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${stackedList}
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr; }
  a {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    align-items: center;
    ${linkCard}
  }
  svg { color: #c98a00; grid-row: span 2; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
