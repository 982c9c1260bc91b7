import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { historyQuery } from '../api/console-api';
import type { HistorialEntry } from '../api/types';
import { dayLabel } from '../console-dates';

const STATE: Record<HistorialEntry['estado'], string> = { presente: 'Presente', ausente: 'Ausente', cancelada: 'Cancelada', sin_registro: 'Sin registro' };

const CANCELLED_BY: Record<string, string> = {
  member: 'la cancelaste tú',
  admin: 'la canceló el estudio',
  'slot-removed': 'el estudio quitó la clase',
  'slot-changed': 'el estudio cambió el horario',
  'class-cancelled': 'el estudio canceló la clase',
  // the studio moved the class; a booking that followed it is the one at the new time
  'class-moved': 'la clase se movió y tu turno pasó a la nueva hora',
  'moved-class-full': 'la clase se movió y no hubo lugar',
  'moved-member-busy': 'la clase se movió a una hora en la que ya tenías otra',
};

/** "1 crédito usado", "Crédito devuelto", "Sin crédito": what each class did to the member's credits. */
function creditText(e: HistorialEntry): string {
  if (e.creditos < 0) return e.creditos === -1 ? '1 crédito usado' : `${-e.creditos} créditos usados`;
  if (e.estado === 'cancelada') return 'Crédito devuelto';
  return 'Sin crédito';
}

/** Historial on Mis Turnos: the member's past classes, whether they came, and the credit each one cost. */
export function ClassHistory({ userId }: { userId: string }) {
  const history = useQuery(historyQuery(userId));
  return (
    <section aria-labelledby="historial-title">
      <Title id="historial-title">Historial</Title>
      {history.isPending && <Muted>Cargando historial...</Muted>}
      {history.isError && <Alert role="alert">No pudimos cargar tu historial: {errorDetail(history.error)}</Alert>}
      {history.data && history.data.length === 0 && <EmptyState>Todavía no tienes clases pasadas.</EmptyState>}
      {history.data && history.data.length > 0 && (
        <List>
          {history.data.map((e) => (
            <Item key={e.id}>
              <div>
                <strong>
                  {e.disciplina} · {e.hora}
                </strong>
                <Muted>
                  <Capital>{dayLabel(e.fecha)}</Capital>
                  {e.estado === 'cancelada' && e.motivo_cancelacion && ` · ${CANCELLED_BY[e.motivo_cancelacion] ?? 'cancelada'}`}
                </Muted>
              </div>
              <Right>
                <Badge $state={e.estado}>{STATE[e.estado]}</Badge>
                <Muted>{creditText(e)}</Muted>
              </Right>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}

const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 750;
  margin-bottom: 10px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Right = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  text-align: right;
`;

const Badge = styled.span<{ $state: HistorialEntry['estado'] }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: 0.85rem;
  color: ${({ theme, $state }) => ($state === 'presente' ? theme.colors.success : $state === 'ausente' ? theme.colors.danger : theme.colors.textMuted)};
  background: ${({ theme, $state }) => ($state === 'ausente' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
`;

const Muted = styled.span`
  display: block;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Capital = styled.span`
  text-transform: capitalize;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
