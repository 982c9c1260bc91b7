import { useQuery } from '@tanstack/react-query';
import { Repeat, X } from 'lucide-react';
import styled from 'styled-components';
import { standingBookingsQuery } from '../../../api/booking/standing-bookings';
import { useStandingBookingChange } from '../api/standing-bookings';
import { RowButton, TurnoItem, TurnoList } from './turno-list.styles';

/**
 * Mis Turnos' "Turnos fijos": each weekly class booked for the member ("Martes 19:00 · Funcional") with "Quitar".
 * Quitar stops the next weeks only: the turnos already booked stay in the list above (cancel them there).
 */
export function StandingBookingsList({ userId }: { userId: string }) {
  const standing = useQuery(standingBookingsQuery(userId));
  const clear = useStandingBookingChange(userId, 'clear');
  if (!standing.data?.length) return null;
  return (
    <Section aria-labelledby="turnos-fijos">
      <Title id="turnos-fijos">
        <Repeat size={16} aria-hidden="true" /> Turnos fijos
      </Title>
      <TurnoList>
        {standing.data.map((s) => (
          <Item key={s.horario_id}>
            <span>
              <strong>
                {s.dia_semana} {s.hora}
              </strong>{' '}
              · {s.disciplina}
            </span>
            <Remove aria-label={`Quitar turno fijo ${s.dia_semana} ${s.hora}`} disabled={clear.isPending} onClick={() => clear.mutate(s.horario_id)}>
              <X size={16} aria-hidden="true" /> Quitar
            </Remove>
          </Item>
        ))}
      </TurnoList>
      <Hint>Te reservamos estas clases cada semana, apenas abren las reservas, mientras tengas créditos.</Hint>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 14px;
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 8px;
  font-size: 1rem;
`;

const Item = styled(TurnoItem)`
  padding: 8px 10px 8px 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

const Remove = styled(RowButton)`
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
