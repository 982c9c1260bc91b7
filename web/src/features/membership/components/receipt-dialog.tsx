import { Dialog } from '../../../components/dialog';
import { ReceiptPreview } from '../../../components/receipt-preview';

export function ReceiptDialog({ title, url, type, onClose }: { title: string; url: string; type: string | null; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Comprobante" description={title}>
      <ReceiptPreview url={url} type={type} />
    </Dialog>
  );
}
