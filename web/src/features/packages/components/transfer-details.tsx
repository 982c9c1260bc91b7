import { Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { formatPrice } from '../../../lib/format-price';
import { usePaymentDetails } from '../api/get-payment-details';

/**
 * Where to transfer and how much, inside the request: alias, CBU and holder (the ones the studio saved) and the
 * amount, each with Copiar, so the member pastes them into her bank's app without leaving the dialog.
 */
export function TransferDetails({ price }: { price: number }) {
  const details = usePaymentDetails();
  const { alias = '', cbu = '', titular = '' } = details.data ?? {};
  return (
    <section aria-label="Datos para transferir">
      <Heading>Datos para transferir</Heading>
      <Rows>
        {alias && <CopyRow label="Alias" value={alias} />}
        {cbu && <CopyRow label="CBU" value={cbu} />}
        {titular && <CopyRow label="Titular" value={titular} />}
        {/* The bank's amount field wants digits: the copy is the plain number, the screen the price in ARS. */}
        <CopyRow label="Monto" value={formatPrice(price)} copyText={String(price)} />
      </Rows>
    </section>
  );
}

function CopyRow({ label, value, copyText = value }: { label: string; value: string; copyText?: string }) {
  const { state, copy } = useCopyToClipboard();
  return (
    <Row>
      <dt>{label}</dt>
      <dd>{value}</dd>
      <CopyButton $variant="secondary" onClick={() => void copy(copyText)} aria-label={`Copiar ${label.toLowerCase()}`}>
        {state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        <span aria-live="polite">{state === 'copied' ? 'Copiado!' : 'Copiar'}</span>
      </CopyButton>
      {state === 'failed' && <Failed role="alert">No se pudo copiar. Mantén presionado el dato para copiarlo.</Failed>}
    </Row>
  );
}

const Heading = styled.h3`
  font-size: 1rem;
  font-weight: 750;
  margin-bottom: 6px;
`;

const Rows = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'label button' 'value button' 'failed failed';
  align-items: center;
  column-gap: 10px;
  dt { grid-area: label; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; font-weight: 600; }
  dd { grid-area: value; margin: 0; font-weight: 700; overflow-wrap: anywhere; user-select: all; font-variant-numeric: tabular-nums; }
`;

const CopyButton = styled(Button)`
  grid-area: button;
  padding: 0 12px;
  font-size: 0.9rem;
  min-width: 104px;
`;

const Failed = styled.p`
  grid-area: failed;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
