import { useQuery } from '@tanstack/react-query';
import { monthlyAccountQuery } from '../../../api/billing/monthly-account';
import { Link } from 'react-router-dom';
import { DialogNote } from './dialog-note';
import { formatPrice } from '../../../lib/format-price';


/**
 * In the booking dialog, before she books: her monthly fee is owed. With "avisar" she may book anyway; with
 * "bloquear", once she is en mora past the studio's days, the booking will be refused, so she is told first.
 */
export function DebtNote({ userId }: { userId: string }) {
  const account = useQuery(monthlyAccountQuery(userId)).data;
  if (!account || account.reserva === 'permitida') return null;
  const owed = formatPrice(account.debe / 100);
  return (
    <DialogNote role="note" aria-label="Cuota">
      {account.reserva === 'bloqueada'
        ? `Tu cuota está en mora (debes ${owed}): el estudio no toma reservas hasta que te pongas al día.`
        : `Debes ${owed} de tu cuota. Puedes reservar igual.`}{' '}
      <Link to="/paquetes">Ver mi abono</Link>
    </DialogNote>
  );
}
