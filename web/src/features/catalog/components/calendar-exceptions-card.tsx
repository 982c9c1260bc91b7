import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CalendarOff, CalendarPlus, MoveRight, XCircle } from 'lucide-react';
import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { Button } from '../../../components/button';
import { Card, CardTitle } from '../../../components/card';
import { Dialog, DialogActions } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { addOneOff, cancelOccurrence, closeDate, moveOccurrence, reopenDate, restoreOccurrence, useCalendarMutation, useExcepciones } from '../api/calendar-exceptions';
import { catalogKeys } from '../api/catalog-keys';
import type { Horario } from '../api/types';
import { calendarExceptionMachine, outcomeText, type ExceptionKind, type ExceptionValues } from '../machines/calendar-exception.machine';
import { EXCEPTION_TITLES, ExceptionForm } from './exception-form';
import { FormMessage } from './form-message';
import { dayMonth } from '../../../lib/calendar-date';

const ACTIONS: { kind: ExceptionKind; icon: typeof CalendarOff }[] = [
  { kind: 'close', icon: CalendarOff },
  { kind: 'cancel', icon: XCircle },
  { kind: 'move', icon: MoveRight },
  { kind: 'oneOff', icon: CalendarPlus },
];

/** 'YYYY-MM-DD' as the admin reads it: 24/12. */
const addDays = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function send(kind: ExceptionKind, v: ExceptionValues) {
  switch (kind) {
    case 'close':
      return closeDate({ fecha: v.fecha!, motivo: v.motivo! });
    case 'cancel':
      return cancelOccurrence({ horario_id: Number(v.horario_id), fecha: v.fecha!, motivo: v.motivo! });
    case 'move':
      return moveOccurrence({ horario_id: Number(v.horario_id), fecha: v.fecha!, nueva_fecha: v.nueva_fecha!, nueva_hora: v.nueva_hora!, motivo: v.motivo! });
    case 'oneOff':
      return addOneOff({
        fecha: v.fecha!, hora: v.hora!, disciplina_id: Number(v.disciplina_id), cupo_maximo: Number(v.cupo_maximo),
        instructor_id: v.instructor_id || null, duracion_minutos: Number(v.duracion_minutos),
      }).then(() => ({ reservas_canceladas: 0, en_espera_canceladas: 0 }));
  }
}

/**
 * Feriados y cambios: close a day, cancel or move one class, add a one-off class; and the next two
 * months' closed days, cancelled classes and one-off classes, with Reabrir / Restaurar.
 */
export function CalendarExceptionsCard({ horarios, today }: { horarios: Horario[]; today: string }) {
  const queryClient = useQueryClient();
  const [state, sendEvent] = useMachine(
    calendarExceptionMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: { kind: ExceptionKind; values: ExceptionValues } }) => {
          const outcome = await send(input.kind, input.values);
          void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
          return outcome;
        }),
      },
    }),
  );
  const excepciones = useExcepciones(today, addDays(today, 60));
  const reopen = useCalendarMutation(reopenDate);
  const restore = useCalendarMutation(restoreOccurrence);
  const weekly = horarios.filter((h) => !h.fecha);
  const oneOffs = horarios.filter((h) => h.fecha);
  const { kind, error, outcome } = state.context;
  const close = () => sendEvent({ type: 'exception.close' });
  const dias = excepciones.data?.dias_cerrados ?? [];
  const clases = (excepciones.data?.clases_canceladas ?? []).filter((c) => c.causa !== 'dia_cerrado');

  return (
    <Card aria-label="Feriados y cambios">
      <CardTitle as="h2">Feriados y cambios</CardTitle>
      <Muted>Cierra el estudio un día, cancela o mueve una clase, o agrega una clase única. Avisamos a los socios anotados: si la clase se cancela les devolvemos el crédito; si se mueve, sus reservas pasan a la nueva hora.</Muted>
      <Actions>
        {ACTIONS.map(({ kind: k, icon: Icon }) => (
          <Button key={k} type="button" $variant="secondary" onClick={() => sendEvent({ type: 'exception.open', kind: k })}>
            <Icon size={18} aria-hidden="true" /> {EXCEPTION_TITLES[k]}
          </Button>
        ))}
      </Actions>
      {(reopen.isError || restore.isError) && <FormMessage tone="error">{errorDetail(reopen.error ?? restore.error)}</FormMessage>}
      <List aria-label="Próximos cambios">
        {dias.map((d) => (
          <Item key={`dia-${d.fecha}`}>
            <span>
              <strong>{dayMonth(d.fecha)} · Estudio cerrado</strong>
              <Muted>{d.motivo}</Muted>
            </span>
            <Button type="button" $variant="ghost" aria-label={`Reabrir el ${dayMonth(d.fecha)}`} onClick={() => reopen.mutate({ fecha: d.fecha })}>
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
            <Button type="button" $variant="ghost" aria-label={`Restaurar ${dayMonth(c.fecha)} ${c.hora}`} onClick={() => restore.mutate({ horario_id: c.horario_id, fecha: c.fecha })}>
              Restaurar
            </Button>
          </Item>
        ))}
        {oneOffs.map((h) => (
          <Item key={`unica-${h.id}`}>
            <span>
              <strong>
                {dayMonth(h.fecha!)} {h.hora} · {h.disciplina} · clase única
              </strong>
              <Muted>
                Cupo {h.cupo_maximo} · {h.duracion_minutos ?? 60} min{h.profesor ? ` · ${h.profesor}` : ''}
              </Muted>
            </span>
          </Item>
        ))}
        {dias.length + clases.length + oneOffs.length === 0 && excepciones.isSuccess && <Muted as="li">No hay cambios en los próximos dos meses.</Muted>}
      </List>
      <Dialog open={kind !== null} onOpenChange={(open) => !open && close()} title={kind ? EXCEPTION_TITLES[kind] : ''}>
        {kind && !state.matches('done') && (
          <ExceptionForm key={kind} kind={kind} weekly={weekly} today={today} error={error} sending={state.matches('sending')} onSubmit={(values) => sendEvent({ type: 'exception.submit', values })} onCancel={close} />
        )}
        {kind && state.matches('done') && outcome && (
          <>
            <FormMessage tone="success">{outcomeText(kind, outcome)}</FormMessage>
            <DialogActions>
              <Button type="button" onClick={close}>
                Entendido
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Card>
  );
}

const Actions = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* Four in a row only where each label fits on one line. */
  @media (min-width: 1440px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > button { justify-content: flex-start; gap: 8px; white-space: nowrap; }
`;

const List = StackList;

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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
