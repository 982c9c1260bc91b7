import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { ReceiptPreview } from '../../../components/receipt-preview';

type ReceiptDialogProps = {
  title: string;
  url: string;
  type: string | null;
  onClose: () => void;
  /** What the admin can decide while looking at it (a pending request's Aprobar and Rechazar). */
  actions?: ReactNode;
};

/** The admin's receipt viewer: the proof of payment, and the decision beside it when there is one to take. */
export function ReceiptDialog({ title, url, type, onClose, actions }: ReceiptDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Comprobante" description={title}>
      <ReceiptPreview url={url} type={type} />
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
