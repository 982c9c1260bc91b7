import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DialogNote } from './dialog-note';
import { healthStatusQuery } from '../../../api/health/health-status';

/**
 * In the booking dialog, before she books: her sworn health statement is missing or expired. With "avisar" she may
 * book anyway; with "bloquear" the booking will be refused, so she is told first. Nothing when the studio asks none.
 */
export function HealthStatementNote() {
  const status = useQuery(healthStatusQuery());
  const s = status.data;
  if (!s || s.modo === 'no_pedir' || s.declaracion.estado === 'vigente' || s.declaracion.estado === 'vence_pronto') return null;
  const what = s.declaracion.estado === 'falta' ? 'Te falta la declaración jurada de salud.' : 'Tu declaración jurada de salud venció.';
  return (
    <DialogNote role="note" aria-label="Declaración de salud">
      {what} {s.modo === 'bloquear' ? 'Sin ella no puedes reservar.' : 'Puedes reservar igual, pero complétala antes de la clase.'}{' '}
      <Link to="/salud">Completar declaración</Link>
    </DialogNote>
  );
}
