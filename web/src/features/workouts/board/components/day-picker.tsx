import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DiaPizarra } from '../../../../../../contract/class-board';
import { planQuery } from '../../../../api/plans/plan';
import { planListQuery } from '../../../../api/plans/plan-list';
import { errorDetail } from '../../../../lib/api-client';
import { useChooseBoardDay } from '../api/choose-board-day';
import { Alert, board, BoardButton, BoardSelect, blockType, Muted } from './board.styles';

type DayPickerProps = { horarioId: number; fecha: string; current: DiaPizarra | null; onDone?: () => void };

/** Which plan day the class trains: a plan, then one of its weeks' days. `onDone` also offers to keep the current one. */
export function DayPicker({ horarioId, fecha, current, onDone }: DayPickerProps) {
  const id = useId();
  const [planId, setPlanId] = useState(current?.planificacion_id ?? 0);
  const [dayId, setDayId] = useState(current?.dia_id ?? 0);
  const plans = useQuery(planListQuery());
  const plan = useQuery({ ...planQuery(planId), enabled: planId > 0 });
  const choose = useChooseBoardDay(horarioId, fecha);

  const choosePlan = (next: number) => {
    setPlanId(next);
    setDayId(0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (planId > 0 && dayId > 0) choose.mutate({ planificacionId: planId, diaId: dayId }, { onSuccess: onDone });
  };

  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>Elige el día que entrena la clase</h2>
      {plans.isError && <Alert role="alert">{errorDetail(plans.error)}</Alert>}
      {plans.data?.length === 0 && <Muted>Todavía no hay planificaciones para elegir.</Muted>}
      <Label htmlFor={`${id}-plan`}>Planificación</Label>
      <BoardSelect id={`${id}-plan`} value={planId} onChange={(e) => choosePlan(Number(e.target.value))}>
        <option value={0}>Elige una planificación</option>
        {plans.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.nombre}
          </option>
        ))}
      </BoardSelect>
      <Label htmlFor={`${id}-day`}>Día</Label>
      <BoardSelect id={`${id}-day`} value={dayId} disabled={!plan.data} onChange={(e) => setDayId(Number(e.target.value))}>
        <option value={0}>{plan.isFetching && !plan.data ? 'Cargando...' : 'Elige un día'}</option>
        {plan.data?.semanas.map((semana) => (
          <optgroup key={semana.id} label={semana.nombre}>
            {semana.dias.map((dia) => (
              <option key={dia.id} value={dia.id}>
                {semana.nombre} · {dia.nombre}
              </option>
            ))}
          </optgroup>
        ))}
      </BoardSelect>
      {plan.isError && <Alert role="alert">{errorDetail(plan.error)}</Alert>}
      {choose.isError && <Alert role="alert">{errorDetail(choose.error)}</Alert>}
      <Actions>
        <BoardButton type="submit" $primary disabled={dayId === 0 || choose.isPending}>
          {choose.isPending ? 'Guardando...' : 'Mostrar en la pizarra'}
        </BoardButton>
        {onDone && <BoardButton onClick={onDone}>Cancelar</BoardButton>}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: min(720px, 100%);
  padding: clamp(16px, 2vw, 32px);
  border: 2px solid ${board.line};
  border-radius: 16px;
  background: ${board.panel};
  h2 { font-size: calc(${blockType} * 0.8); font-weight: 800; margin-bottom: 6px; }
`;

const Label = styled.label`
  margin-top: 6px;
  font-size: clamp(1rem, 1.5vw, 1.4rem);
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
`;
