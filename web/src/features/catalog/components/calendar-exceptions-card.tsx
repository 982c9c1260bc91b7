import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CalendarOff, CalendarPlus, MoveRight, XCircle } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardTitle } from '../../../components/card';
import { Dialog, DialogActions } from '../../../components/dialog';
import { errorDetail, refreshAfterCommand } from '../../../lib/api-client';
import { addOneOff, cancelOccurrence, closeDate, moveOccurrence, reopenDate, restoreOccurrence, useCalendarMutation, useExcepciones } from '../api/calendar-exceptions';
import { catalogChangeKeys } from '../api/catalog-keys';
import { cachedPeople } from '../api/occurrence-people';
import { deleteHorario } from '../api/delete-horario';
import type { Horario } from '../api/types';
import { asksFirst, calendarExceptionMachine, outcomeText, type ExceptionKind, type ExceptionOutcome, type ExceptionValues } from '../machines/calendar-exception.machine';
import { ExceptionConfirm } from './exception-confirm';
import { EXCEPTION_TITLES, ExceptionForm } from './exception-form';
import { FormMessage } from './form-message';
import { UpcomingChangesList } from './upcoming-changes-list';

const ACTIONS: { kind: ExceptionKind; icon: typeof CalendarOff }[] = [
  { kind: 'close', icon: CalendarOff },
  { kind: 'cancel', icon: XCircle },
  { kind: 'move', icon: MoveRight },
  { kind: 'oneOff', icon: CalendarPlus },
];

/** 'YYYY-MM-DD' as the admin reads it: 24/12. */
const addDays = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function send(kind: ExceptionKind, v: ExceptionValues, horarios: Horario[], queryClient: QueryClient): Promise<ExceptionOutcome> {
  switch (kind) {
    case 'close':
      return closeDate({ fecha: v.fecha!, motivo: v.motivo!, ...(v.correr_vencimientos === 'si' ? { correr_vencimientos: true } : {}) });
    case 'cancel':
      return cancelOccurrence({ horario_id: Number(v.horario_id), fecha: v.fecha!, motivo: v.motivo! });
    case 'move':
      return moveOccurrence({ horario_id: Number(v.horario_id), fecha: v.fecha!, nueva_fecha: v.nueva_fecha!, nueva_hora: v.nueva_hora!, motivo: v.motivo! });
    case 'oneOff':
      return addOneOff({
        fecha: v.fecha!, hora: v.hora!, disciplina_id: Number(v.disciplina_id), cupo_maximo: Number(v.cupo_maximo),
        instructor_id: v.instructor_id || null, duracion_minutos: Number(v.duracion_minutos),
      }).then(() => ({ reservas_canceladas: 0, en_espera_canceladas: 0 }));
    case 'remove': {
      const horario = horarios.find((h) => String(h.id) === v.horario_id);
      if (!horario) throw Object.assign(new Error('one-off class gone'), { detail: 'Esa clase ya no está en la agenda.' });
      // The bookings go right after (a notice each, credit back): the confirmation's count is what the admin is told.
      const people = cachedPeople(queryClient, { horario_id: horario.id, fecha: v.fecha! });
      await deleteHorario(horario);
      return { reservas_canceladas: people?.booked.length ?? 0, en_espera_canceladas: people?.waiting ?? 0 };
    }
  }
}

/**
 * Feriados y cambios: close a day, cancel or move one class, add a one-off class; and the next two months' closed
 * days, cancelled classes and one-off classes, with Reabrir / Restaurar and a one-off class's own Mover, Cancelar
 * and Eliminar. Whatever takes a class away asks first, naming who it reaches (exception-confirm.tsx).
 */
export function CalendarExceptionsCard({ horarios, today, nowMinutes }: { horarios: Horario[]; today: string; nowMinutes: number }) {
  const queryClient = useQueryClient();
  // The machine's actor is made once: it reads the schedule as it is when the admin confirms, not as it was then.
  const horariosNow = useRef(horarios);
  horariosNow.current = horarios;
  const [state, sendEvent] = useMachine(
    calendarExceptionMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: { kind: ExceptionKind; values: ExceptionValues } }) => {
          const outcome = await send(input.kind, input.values, horariosNow.current, queryClient).catch(async (error: unknown) => {
            await refreshAfterCommand(queryClient, catalogChangeKeys, 'refused');
            throw error;
          });
          void refreshAfterCommand(queryClient, catalogChangeKeys, 'accepted');
          return outcome;
        }),
      },
    }),
  );
  const excepciones = useExcepciones(today, addDays(today, 60));
  const reopen = useCalendarMutation(reopenDate);
  const restore = useCalendarMutation(restoreOccurrence);
  const { kind, values, error, outcome } = state.context;
  const close = () => sendEvent({ type: 'exception.close' });
  const dias = excepciones.data?.dias_cerrados ?? [];
  const cancelled = excepciones.data?.clases_canceladas ?? [];
  const isCancelled = (id: number, fecha: string) => cancelled.some((c) => c.horario_id === id && c.fecha === fecha);
  const oneOffs = horarios.filter((h) => h.fecha && !isCancelled(h.id, h.fecha));
  const classes = [...horarios.filter((h) => !h.fecha), ...oneOffs];
  const unavailable = (id: number, fecha: string) => (dias.some((d) => d.fecha === fecha) ? 'cerrado' : isCancelled(id, fecha) ? 'cancelada' : null);
  const title = state.matches('confirming') ? '¿Estás seguro?' : kind ? EXCEPTION_TITLES[kind] : '';

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
      <UpcomingChangesList
        dias={dias}
        clases={cancelled.filter((c) => c.causa !== 'dia_cerrado')}
        oneOffs={oneOffs}
        loaded={excepciones.isSuccess}
        onReopen={(fecha) => reopen.mutate({ fecha })}
        onRestore={(c) => restore.mutate({ horario_id: c.horario_id, fecha: c.fecha })}
        onOneOff={(k, h) => sendEvent({ type: 'exception.open', kind: k, values: { horario_id: String(h.id), fecha: h.fecha! } })}
      />
      <Dialog open={kind !== null} onOpenChange={(open) => !open && close()} title={title}>
        {kind && (state.matches('editing') || (state.matches('sending') && !asksFirst(kind))) && (
          <ExceptionForm
            key={kind}
            kind={kind}
            classes={classes}
            initial={values}
            today={today}
            nowMinutes={nowMinutes}
            unavailable={unavailable}
            error={error}
            sending={state.matches('sending')}
            onSubmit={(v) => sendEvent({ type: 'exception.submit', values: v })}
            onCancel={close}
          />
        )}
        {kind && (state.matches('confirming') || (state.matches('sending') && asksFirst(kind))) && (
          <ExceptionConfirm
            kind={kind}
            values={values}
            horarios={horarios}
            error={error}
            sending={state.matches('sending')}
            onConfirm={() => sendEvent({ type: 'exception.confirm' })}
            onBack={() => sendEvent({ type: 'exception.back' })}
          />
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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
