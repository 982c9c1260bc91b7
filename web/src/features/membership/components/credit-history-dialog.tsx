import { useQuery } from '@tanstack/react-query';
import { CreditHistoryList } from '../../../components/credit-history-list';
import { Dialog } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { creditHistoryQuery } from '../../../api/packages/credit-history';
import { fullName, type AdminUser } from '../api/types';
import { Message } from './form-bits';

export function CreditHistoryDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const history = useQuery(creditHistoryQuery(user.clerkUserId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Historial de créditos" description={fullName(user)}>
      {history.isPending && <p role="status">Cargando...</p>}
      {history.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(history.error)}</Message>}
      {history.data && <CreditHistoryList movements={history.data} />}
    </Dialog>
  );
}
