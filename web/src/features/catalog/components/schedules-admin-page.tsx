import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { localDate } from '../../../lib/calendar-date';
import { useAddHorario } from '../api/add-horario';
import { useDeleteHorario } from '../api/delete-horario';
import { horariosQuery } from '../../../api/catalog/horarios';
import { useUpdateHorario } from '../api/update-horario';
import type { HorarioInput } from '../api/types';
import { emptyHorarioForm, WEEK } from '../horario-form';
import { scheduleAdminMachine } from '../machines/schedule-admin.machine';
import { FormMessage } from './form-message';
import { HorarioForm } from './horario-form';
import { ModeSwitch } from './mode-switch';
import { WeeklySchedule } from './weekly-schedule';
import { CalendarExceptionsCard } from './calendar-exceptions-card';

/** The studio's date and minute now (the device's clock: the studio and its admin share a time zone). */
const localNow = () => {
  const d = new Date();
  return { today: localDate(d), minutes: d.getHours() * 60 + d.getMinutes() };
};

/** 'Horario agregado: sábado 09:30 · Yoga.', said where the form was and beside the slot itself. */
const savedText = (saved: SavedSlot, disciplina: string | undefined) =>
  `${saved.kind === 'added' ? 'Horario agregado' : 'Cambios guardados'}: ${saved.input.dia_semana.toLowerCase()} ${saved.input.hora}${disciplina ? ` · ${disciplina}` : ''}.`;

type SavedSlot = { id: number; kind: 'added' | 'edited'; input: HorarioInput };

const MODES = [
  { value: 'adding', label: 'Agregar', event: 'mode.add' },
  { value: 'editing', label: 'Editar', event: 'mode.edit' },
  { value: 'deleting', label: 'Eliminar', event: 'mode.delete' },
] as const;

export function SchedulesAdminPage() {
  const [state, send] = useMachine(scheduleAdminMachine);
  const horarios = useQuery(horariosQuery());
  const add = useAddHorario();
  const update = useUpdateHorario();
  const remove = useDeleteHorario();
  const { slot } = state.context;
  const mode = MODES.find((m) => state.matches(m.value))!;
  const [saved, setSaved] = useState<SavedSlot | null>(null);
  const now = localNow();
  const savedDisciplina = saved && horarios.data?.find((h) => h.id === saved.id)?.disciplina;
  const changeMode = (event: (typeof MODES)[number]['event']) => {
    setSaved(null);
    send({ type: event });
  };

  return (
    <Page>
      <header>
        <PageTitle>Crear horarios</PageTitle>
        <PageSubtitle>La semana del estudio: cada horario se repite todas las semanas, con su profesor y su duración. Los feriados y cambios de un solo día van en Feriados y cambios.</PageSubtitle>
      </header>
      <ModeSwitch label="Modo" options={MODES} value={mode.value} onChange={(m) => changeMode(m.event)} />
      {state.matches('adding') && (
        <Card>
          <CardTitle as="h2">Nuevo horario</CardTitle>
          <HorarioForm
            initial={emptyHorarioForm}
            days={WEEK}
            submitLabel="Agregar horario"
            resetOnSave
            onSubmit={async (input) => {
              setSaved(null);
              const { id } = await add.mutateAsync(input);
              setSaved({ id, kind: 'added', input });
            }}
          />
          {saved?.kind === 'added' && <FormMessage tone="success">{savedText(saved, savedDisciplina ?? undefined)}</FormMessage>}
        </Card>
      )}
      {state.matches('editing') && <Hint>Elige el horario que quieres editar.</Hint>}
      {state.matches('deleting') && <Hint>Elige el horario que quieres eliminar.</Hint>}
      {horarios.isPending && <Spinner />}
      {horarios.isError && <FormMessage tone="error">Error cargando datos: {errorDetail(horarios.error)}</FormMessage>}
      {horarios.data && <CalendarExceptionsCard horarios={horarios.data} today={now.today} nowMinutes={now.minutes} />}
      {saved?.kind === 'edited' && <FormMessage tone="success">{savedText(saved, savedDisciplina ?? undefined)}</FormMessage>}
      {horarios.data && (
        <WeeklySchedule
          horarios={horarios.data.filter((h) => !h.fecha)}
          action={state.matches('editing') ? 'edit' : state.matches('deleting') ? 'delete' : null}
          onPick={(picked) => send({ type: 'slot.pick', slot: picked })}
          saved={saved && { id: saved.id, label: saved.kind === 'added' ? 'Agregado' : 'Guardado' }}
        />
      )}
      {slot && state.matches({ editing: 'form' }) && (
        <Dialog open onOpenChange={(open) => !open && send({ type: 'dialog.close' })} title="Editar horario">
          <HorarioForm
            initial={{
              dia_semana: slot.dia_semana, hora: slot.hora, disciplina_id: String(slot.disciplina_id), cupo_maximo: String(slot.cupo_maximo),
              instructor_id: slot.instructor_id ?? '', duracion_minutos: String(slot.duracion_minutos ?? 60),
            }}
            days={WEEK}
            submitLabel="Guardar"
            onSubmit={async (input) => {
              await update.mutateAsync({ id: slot.id, ...input });
              setSaved({ id: slot.id, kind: 'edited', input });
            }}
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
