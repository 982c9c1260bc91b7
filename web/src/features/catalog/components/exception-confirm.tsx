import styled from 'styled-components';
import { Button } from '../../../components/button';
import { DialogActions } from '../../../components/dialog';
import { weekdayDate } from '../../../lib/calendar-date';
import { countOf, plural } from '../../../lib/plural';
import { useOccurrencesPeople, type Occurrence } from '../api/occurrence-people';
import type { Horario } from '../api/types';
import type { ExceptionKind, ExceptionValues } from '../machines/calendar-exception.machine';
import { classesOn } from '../occurrence-dates';
import { peopleSentence } from '../people-affected';
import { FormMessage } from './form-message';
import { SUBMIT } from './exception-form';

type Props = {
  kind: ExceptionKind;
  values: ExceptionValues;
  horarios: Horario[];
  error: string | null;
  sending: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/** What the exception takes away, in one sentence: which class, or which day and how many classes. */
function whatText(kind: ExceptionKind, v: ExceptionValues, h: Horario | undefined, dayClasses: number): string {
  const fecha = v.fecha ?? '';
  const which = h ? `de ${h.disciplina} del ${weekdayDate(fecha)} a las ${h.hora}` : `del ${weekdayDate(fecha)}`;
  const cls = `la clase ${which}`;
  switch (kind) {
    case 'close':
      return `Cierras el estudio el ${weekdayDate(fecha)}: ${dayClasses === 0 ? 'no hay clases ese día.' : `se ${plural(dayClasses, 'cancela la clase', `cancelan las ${countOf(dayClasses, 'clase', 'clases')}`)} de ese día.`}${v.correr_vencimientos === 'si' ? ' Los paquetes y abonos de los socios duran un día más.' : ''}`;
    case 'move':
      return `Mueves ${cls} al ${weekdayDate(v.nueva_fecha ?? '')} a las ${v.nueva_hora}.`;
    case 'remove':
      return `Quitas de la agenda la clase única ${which}. Esta acción no se puede deshacer.`;
    default:
      return `Cancelas ${cls}.`;
  }
}

/**
 * The step before a class goes away (a day closed, a class cancelled, moved or removed): what goes, and who it
 * reaches, read from the roster and the waitlist of each class at that moment.
 */
export function ExceptionConfirm({ kind, values, horarios, error, sending, onConfirm, onBack }: Props) {
  const fecha = values.fecha ?? '';
  const horario = horarios.find((h) => String(h.id) === values.horario_id);
  const dayClasses = kind === 'close' ? classesOn(horarios, fecha) : [];
  const occurrences: Occurrence[] = kind === 'close' ? dayClasses.map((h) => ({ horario_id: h.id, fecha })) : [{ horario_id: Number(values.horario_id), fecha }];
  const { people, isError } = useOccurrencesPeople(occurrences);
  const who = people ? peopleSentence(people, kind === 'move') : isError ? 'No pudimos ver quiénes están anotados: igual les avisamos y les devolvemos el crédito.' : 'Buscando quiénes están anotados...';
  return (
    <Body aria-live="polite">
      <Text>{whatText(kind, values, horario, dayClasses.length)}</Text>
      <Text>{who}</Text>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onBack} disabled={sending}>
          Volver
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={sending || (!people && !isError)}>
          {sending ? 'Guardando...' : `Sí, ${SUBMIT[kind].toLowerCase()}`}
        </Button>
      </DialogActions>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.45;
`;
