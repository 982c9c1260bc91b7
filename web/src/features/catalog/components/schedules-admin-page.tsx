import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { useAddHorario } from '../api/add-horario';
import { useDeleteHorario } from '../api/delete-horario';
import { useHorarios } from '../api/get-horarios';
import { useUpdateHorario } from '../api/update-horario';
import { ADD_DAYS, emptyHorarioForm } from '../horario-form';
import { scheduleAdminMachine } from '../machines/schedule-admin.machine';
import { FormMessage } from './form-message';
import { HorarioForm } from './horario-form';
import { ModeSwitch } from './mode-switch';
import { WeeklySchedule } from './weekly-schedule';
import { CalendarExceptionsCard } from './calendar-exceptions-card';

/** The studio's date today ('YYYY-MM-DD', the device's clock: the studio and its admin share a time zone). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const MODES = [
  { value: 'adding', label: 'Agregar', event: 'mode.add' },
  { value: 'editing', label: 'Editar', event: 'mode.edit' },
  { value: 'deleting', label: 'Eliminar', event: 'mode.delete' },
] as const;

export function SchedulesAdminPage() {
  const [state, send] = useMachine(scheduleAdminMachine);
  const horarios = useHorarios();
  const add = useAddHorario();
  const update = useUpdateHorario();
  const remove = useDeleteHorario();
  const { slot } = state.context;
  const mode = MODES.find((m) => state.matches(m.value))!;

  return (
    <Page>
      <header>
        <PageTitle>Crear horarios</PageTitle>
        <PageSubtitle>La semana del estudio: cada horario se repite todas las semanas, con su profesor y su duración. Los feriados y cambios de un solo día van en Feriados y cambios.</PageSubtitle>
      </header>
      <ModeSwitch label="Modo" options={MODES} value={mode.value} onChange={(m) => send({ type: m.event })} />
      {state.matches('adding') && (
        <Card>
          <CardTitle as="h2">Nuevo horario</CardTitle>
          <HorarioForm initial={emptyHorarioForm} days={ADD_DAYS} submitLabel="Agregar horario" resetOnSave onSubmit={add.mutateAsync} />
        </Card>
      )}
      {state.matches('editing') && <Hint>Elige el horario que quieres editar.</Hint>}
      {state.matches('deleting') && <Hint>Elige el horario que quieres eliminar.</Hint>}
      {horarios.isPending && <Spinner />}
      {horarios.isError && <FormMessage tone="error">Error cargando datos: {errorDetail(horarios.error)}</FormMessage>}
      {horarios.data && <CalendarExceptionsCard horarios={horarios.data} today={localToday()} />}
      {horarios.data && (
        <WeeklySchedule
          horarios={horarios.data.filter((h) => !h.fecha)}
          action={state.matches('editing') ? 'edit' : state.matches('deleting') ? 'delete' : null}
          onPick={(picked) => send({ type: 'slot.pick', slot: picked })}
        />
      )}
      {slot && state.matches({ editing: 'form' }) && (
        <Dialog open onOpenChange={(open) => !open && send({ type: 'dialog.close' })} title="Editar horario">
          <HorarioForm
            initial={{
              dia_semana: slot.dia_semana, hora: slot.hora, disciplina_id: String(slot.disciplina_id), cupo_maximo: String(slot.cupo_maximo),
              instructor_id: slot.instructor_id ?? '', duracion_minutos: String(slot.duracion_minutos ?? 60),
            }}
            days={ADD_DAYS.includes(slot.dia_semana as never) ? ADD_DAYS : [...ADD_DAYS, slot.dia_semana]}
            submitLabel="Guardar"
            onSubmit={(input) => update.mutateAsync({ id: slot.id, ...input })}
            onSaved={() => send({ type: 'dialog.close' })}
          />
        </Dialog>
      )}
      <ConfirmDialog
        open={!!slot && state.matches({ deleting: 'confirming' })}
        onOpenChange={(open) => !open && send({ type: 'dialog.close' })}
        title="¿Estás seguro?"
        description={slot ? `Se eliminará el horario del ${slot.dia_semana.toLowerCase()} a las ${slot.hora} (${slot.disciplina}). Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => slot && remove.mutateAsync(slot)}
      />
    </Page>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
