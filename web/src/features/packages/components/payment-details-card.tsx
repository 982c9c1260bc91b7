import { Landmark } from 'lucide-react';
import styled from 'styled-components';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { usePaymentDetails } from '../api/get-payment-details';

/** Where to transfer before sending the proof; hidden until the studio has saved any detail. */
export function PaymentDetailsCard() {
  const details = usePaymentDetails();
  const { alias = '', cbu = '', titular = '' } = details.data ?? {};
  if (!alias && !cbu && !titular) return null;
  return (
    <Card aria-label="Datos para transferir">
      <CardHeader>
        <CardTitle>
          <CardIcon>
            <Landmark size={20} aria-hidden="true" />
          </CardIcon>
          Datos para transferir
        </CardTitle>
      </CardHeader>
      <Details>
        {alias && <Row label="Alias" value={alias} />}
        {cbu && <Row label="CBU" value={cbu} />}
        {titular && <Row label="Titular" value={titular} />}
      </Details>
      <Hint>Transfiere el precio del paquete y envía el comprobante al solicitarlo.</Hint>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const Details = styled.dl`
  display: grid;
  gap: 10px;
  margin: 0;
  div { display: grid; gap: 2px; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; font-weight: 600; }
  dd { margin: 0; font-size: 1.05rem; font-weight: 700; overflow-wrap: anywhere; user-select: all; font-variant-numeric: tabular-nums; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
