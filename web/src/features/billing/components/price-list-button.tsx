import { useState } from 'react';
import { Tags } from 'lucide-react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PriceListPanel } from './price-list-panel';

/** On a package's card (Editar paquetes, admins): its price list per payment method and the increases ahead. */
export function PriceListButton({ paquete }: { paquete: { id: number; nombre: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)}>
        <Tags size={16} aria-hidden="true" /> Lista de precios
      </Button>
      {open && (
        <Dialog open onOpenChange={(o) => !o && setOpen(false)} title="Lista de precios" description={paquete.nombre}>
          <PriceListPanel packageId={paquete.id} />
        </Dialog>
      )}
    </>
  );
}
