import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ChoiceRow } from '../../../components/choice-row';
import { DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { TimeField } from '../../../components/time-field';
import { useDisciplinas } from '../api/get-disciplinas';
import { useProfesores } from '../api/get-profesores';
import type { Horario } from '../api/types';
import type { ExceptionKind, ExceptionValues } from '../machines/calendar-exception.machine';
import { classLabel, upcomingClassDates } from '../occurrence-dates';
import { FormMessage } from './form-message';
import { OccurrenceDatePicker } from './occurrence-date-picker';
import { SelectField } from './select-field';

/** The fields each exception asks for; every one is required but Profesor. */
const FIELDS: Record<ExceptionKind, string[]> = {
  close: ['fecha', 'motivo'],
  cancel: ['horario_id', 'fecha', 'motivo'],
  move: ['horario_id', 'fecha', 'nueva_fecha', 'nueva_hora', 'motivo'],
  oneOff: ['fecha', 'hora', 'disciplina_id', 'cupo_maximo', 'duracion_minutos'],
  remove: [],
};

export const EXCEPTION_TITLES: Record<ExceptionKind, string> = {
  close: 'Cerrar un día',
  cancel: 'Cancelar una clase',
  move: 'Mover una clase',
  oneOff: 'Agregar una clase única',
  remove: 'Eliminar la clase única',
};

export const SUBMIT: Record<ExceptionKind, string> = { close: 'Cerrar el día', cancel: 'Cancelar la clase', move: 'Mover la clase', oneOff: 'Agregar la clase', remove: 'Eliminar la clase' };

type Props = {
  kind: ExceptionKind;
  /** The classes a cancel or a move may pick: the weekly slots, then the one-off classes. */
  classes: Horario[];
  initial: ExceptionValues;
  today: string;
  nowMinutes: number;
  unavailable: (horarioId: number, fecha: string) => string | null;
  error: string | null;
  sending: boolean;
  onSubmit: (values: ExceptionValues) => void;
  onCancel: () => void;
};

/** One exception's form, phone-first: the members booked are told and get their credit back (said before sending). */
export function ExceptionForm({ kind, classes, initial, today, nowMinutes, unavailable, error, sending, onSubmit, onCancel }: Props) {
  const disciplinas = useDisciplinas();
  const profesores = useProfesores();
  const [values, setValues] = useState<ExceptionValues>({ duracion_minutos: '60', ...initial });
  const [missing, setMissing] = useState(false);
  const set = (field: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const has = (field: string) => FIELDS[kind].includes(field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELDS[kind].some((f) => !values[f]?.trim());
    setMissing(empty);
    if (!empty) onSubmit(values);
  };
  const picked = classes.find((h) => String(h.id) === values.horario_id);
  // A new class picks its date again: a one-off class has only its own.
  const pickClass = (e: { target: { value: string } }) => {
    const next = classes.find((h) => String(h.id) === e.target.value);
    const own = next?.fecha && upcomingClassDates(next, today, nowMinutes, 1).length > 0 ? next.fecha : '';
    setValues((v) => ({ ...v, horario_id: e.target.value, fecha: own }));
  };
  const classOptions = classes.map((h) => ({ value: String(h.id), label: classLabel(h) }));
  return (
    <FormStack onSubmit={submit} noValidate aria-label={EXCEPTION_TITLES[kind]}>
      <Fields>
        {has('horario_id') && <SelectField label="Clase" placeholder="Elige la clase" value={values.horario_id ?? ''} onChange={pickClass} options={classOptions} />}
        {has('horario_id') && (
          <OccurrenceDatePicker
            key={values.horario_id}
            label="Fecha de la clase"
            horario={picked}
            value={values.fecha ?? ''}
            onChange={(fecha) => setValues((v) => ({ ...v, fecha }))}
            today={today}
            nowMinutes={nowMinutes}
            unavailable={(fecha) => (picked ? unavailable(picked.id, fecha) : null)}
          />
        )}
        {has('fecha') && !has('horario_id') && <TextField label="Fecha" type="date" min={today} value={values.fecha ?? ''} onChange={set('fecha')} />}
        {has('nueva_fecha') && <TextField label="Nueva fecha" type="date" min={today} value={values.nueva_fecha ?? ''} onChange={set('nueva_fecha')} />}
        {has('nueva_hora') && <TimeField label="Nueva hora" value={values.nueva_hora ?? ''} onChange={set('nueva_hora')} />}
        {has('hora') && <TimeField label="Hora" value={values.hora ?? ''} onChange={set('hora')} />}
        {has('disciplina_id') && (
          <SelectField label="Disciplina" placeholder="Elige una disciplina" value={values.disciplina_id ?? ''} onChange={set('disciplina_id')} options={(disciplinas.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre }))} />
        )}
        {has('cupo_maximo') && <TextField label="Cupo máximo" type="number" inputMode="numeric" min={1} value={values.cupo_maximo ?? ''} onChange={set('cupo_maximo')} />}
        {kind === 'oneOff' && (
          <SelectField label="Profesor" placeholder="Sin asignar" value={values.instructor_id ?? ''} onChange={set('instructor_id')} options={(profesores.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))} />
        )}
        {has('duracion_minutos') && <TextField label="Duración (min)" type="number" inputMode="numeric" min={15} max={300} value={values.duracion_minutos ?? ''} onChange={set('duracion_minutos')} />}
        {has('motivo') && <TextField label="Motivo (lo ven los socios)" placeholder="Por ejemplo: Feriado" maxLength={200} value={values.motivo ?? ''} onChange={set('motivo')} />}
      </Fields>
      {/* A holiday the studio chooses to give back: off by default, since most closures are part of what was paid for. */}
      {kind === 'close' && (
        <ChoiceRow>
          <input
            type="checkbox"
            checked={values.correr_vencimientos === 'si'}
            onChange={(e) => setValues((v) => ({ ...v, correr_vencimientos: e.target.checked ? 'si' : '' }))}
          />
          Correr un día los vencimientos de los socios
        </ChoiceRow>
      )}
      {kind !== 'oneOff' && (
        <Note>
          {kind === 'move'
            ? 'Antes de mover la clase te mostramos quiénes están anotados: sus reservas y la lista de espera pasan a la nueva hora.'
            : 'Antes de confirmar te mostramos quiénes están anotados: reciben un aviso y les devolvemos el crédito. Quien estaba en lista de espera sale de ella.'}
        </Note>
      )}
      {missing && <FormMessage tone="error">Completa todos los campos.</FormMessage>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Volver
        </Button>
        <Button type="submit" $variant={kind === 'oneOff' ? 'primary' : 'danger'} disabled={sending}>
          {sending ? 'Guardando...' : SUBMIT[kind]}
        </Button>
      </DialogActions>
    </FormStack>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  input, select { width: 100%; min-width: 0; }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
