import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { Button } from '../../../components/button';
import { dayMonth } from '../../../lib/calendar-date';
import type { Excepciones } from '../../../../../contract/booking';
import type { Horario } from '../api/types';
import type { ExceptionKind } from '../machines/calendar-exception.machine';

type Props = {
  dias: Excepciones['dias_cerrados'];
  /** Cancelled and moved classes, not those of a closed day (the day says it). */
  clases: Excepciones['clases_canceladas'];
  /** One-off classes still on: a cancelled one shows among `clases`. */
  oneOffs: Horario[];
  loaded: boolean;
  onReopen: (fecha: string) => void;
  onRestore: (c: { horario_id: number; fecha: string }) => void;
  /** Move, cancel or remove one one-off class: its form (or confirmation) opens with the class chosen. */
  onOneOff: (kind: Extract<ExceptionKind, 'move' | 'cancel' | 'remove'>, h: Horario) => void;
};

const ONE_OFF_ACTIONS = [
  { kind: 'move', label: 'Mover', aria: 'Mover la clase única' },
  { kind: 'cancel', label: 'Cancelar', aria: 'Cancelar la clase única' },
  { kind: 'remove', label: 'Eliminar', aria: 'Eliminar la clase única' },
] as const;

/** The next two months' changes: closed days (Reabrir), cancelled or moved classes (Restaurar), one-off classes. */
export function UpcomingChangesList({ dias, clases, oneOffs, loaded, onReopen, onRestore, onOneOff }: Props) {
  return (
    <StackList aria-label="Próximos cambios">
      {dias.map((d) => (
        <Item key={`dia-${d.fecha}`}>
          <span>
            <strong>{dayMonth(d.fecha)} · Estudio cerrado</strong>
            <Muted>{d.motivo}</Muted>
          </span>
          <Button type="button" $variant="ghost" aria-label={`Reabrir el ${dayMonth(d.fecha)}`} onClick={() => onReopen(d.fecha)}>
            Reabrir
          </Button>
        </Item>
      ))}
      {clases.map((c) => (
        <Item key={`clase-${c.horario_id}-${c.fecha}`}>
          <span>
            <strong>
              {dayMonth(c.fecha)} {c.hora} · {c.disciplina} · {c.causa === 'clase_movida' && c.movida_a ? `movida al ${dayMonth(c.movida_a.fecha)} ${c.movida_a.hora}` : 'cancelada'}
            </strong>
            <Muted>{c.motivo}</Muted>
          </span>
          <Button type="button" $variant="ghost" aria-label={`Restaurar ${dayMonth(c.fecha)} ${c.hora}`} onClick={() => onRestore(c)}>
            Restaurar
          </Button>
        </Item>
      ))}
      {oneOffs.map((h) => (
        <OneOffItem key={`unica-${h.id}`} aria-label={`Clase única ${dayMonth(h.fecha!)} ${h.hora} ${h.disciplina}`}>
          <span>
            <strong>
              {dayMonth(h.fecha!)} {h.hora} · {h.disciplina} · clase única
            </strong>
            <Muted>
              Cupo {h.cupo_maximo} · {h.duracion_minutos ?? 60} min{h.profesor ? ` · ${h.profesor}` : ''}
            </Muted>
          </span>
          <OneOffActions>
            {ONE_OFF_ACTIONS.map((a) => (
              <Button key={a.kind} type="button" $variant="secondary" aria-label={`${a.aria} del ${dayMonth(h.fecha!)} ${h.hora}`} onClick={() => onOneOff(a.kind, h)}>
                {a.label}
              </Button>
            ))}
          </OneOffActions>
        </OneOffItem>
      ))}
      {dias.length + clases.length + oneOffs.length === 0 && loaded && <Muted as="li">No hay cambios en los próximos dos meses.</Muted>}
    </StackList>
  );
}

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 8px 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > span { display: flex; flex-direction: column; min-width: 0; }
`;

// The three actions go under the class on a phone, beside it where the row has room.
const OneOffItem = styled(Item)`
  flex-wrap: wrap;
  padding: 10px 10px 10px 12px;
  > span { flex: 1 1 220px; }
`;

const OneOffActions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  flex: 1 1 100%;
  > button { padding: 0 8px; }
  @media (min-width: 560px) {
    display: flex;
    flex: 0 0 auto;
    > button { padding: 0 12px; }
  }
  > button:last-child { color: ${({ theme }) => theme.colors.danger}; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
