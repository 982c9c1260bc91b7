import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { MovementsImport } from './movements-import';
import { ReceiptChecks } from './receipt-checks';

/**
 * /admin/transferencias: the money that came in, imported from the bank's or Mercado Pago's export, and every
 * receipt waiting for approval checked against it, since a receipt approved by eye can be a drawn one.
 */
export function TransfersPage() {
  return (
    <Page>
      <header>
        <PageTitle>Transferencias</PageTitle>
        <PageSubtitle>Importa los movimientos de tu banco o de Mercado Pago y aprueba los comprobantes que coinciden con lo que realmente llegó.</PageSubtitle>
      </header>
      <ReceiptChecks />
      <MovementsImport />
    </Page>
  );
}
