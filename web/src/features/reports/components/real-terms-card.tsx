import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { usePriceIndex, useSavePriceIndex } from '../api/price-index';
import { useSummary } from '../api/get-summary';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/**
 * Income in constant pesos: with prices rising every month, the range's income next to itself in pesos of one month,
 * from the price index the owner keeps here (typed month by month, or imported as CSV).
 */
export function RealTermsCard({ range }: { range: { desde: string; hasta: string } }) {
  const index = usePriceIndex();
  const [base, setBase] = useState<string | undefined>(undefined);
  const summary = useSummary(range.desde, range.hasta, base);
  const real = summary.data?.enPesosDe ?? null;
  const names = new Map(summary.data?.byPackage.map((p) => [p.packageId, p]) ?? []);
  return (
    <Card aria-labelledby="pesos-constantes">
      <CardHeader>
        <CardTitle id="pesos-constantes">Ingresos en pesos constantes</CardTitle>
      </CardHeader>
      {index.data?.length === 0 && <Muted>Carga el índice de precios (por ejemplo el IPC del INDEC) para ver los ingresos sin la inflación.</Muted>}
      {real && summary.data && (
        <>
          <Label>
            En pesos de
            <Select value={real.base} onChange={(e) => setBase(e.target.value)}>
              {index.data?.map((m) => <option key={m.mes} value={m.mes}>{monthLabel(m.mes)}</option>)}
            </Select>
          </Label>
          <Muted>Cada cifra: lo cobrado · <strong>en pesos de {monthLabel(real.base)}</strong>.</Muted>
          <Figures>
            <div><dt>Ingresos</dt><dd>{formatPrice(summary.data.totals.revenue)} · <strong>{formatPrice(real.revenue)}</strong></dd></div>
            {real.averageTicket !== null && (
              <div><dt>Ticket promedio</dt><dd>{formatPrice(real.averageTicket)}{real.averageTicketReal !== null && <> · <strong>{formatPrice(real.averageTicketReal)}</strong></>}</dd></div>
            )}
            {real.byPackage.map((p) => (
              <div key={p.packageId}><dt>{names.get(p.packageId)?.package ?? 'Paquete'}</dt><dd>{formatPrice(names.get(p.packageId)?.revenue ?? 0)} · <strong>{formatPrice(p.revenue)}</strong></dd></div>
            ))}
          </Figures>
          {real.missing.length > 0 && <Muted role="status">Sin índice para {real.missing.map(monthLabel).join(', ')}: esos meses no se suman en pesos constantes.</Muted>}
        </>
      )}
      <IndexEditor />
    </Card>
  );
}

function IndexEditor() {
  const save = useSavePriceIndex();
  const [month, setMonth] = useState('');
  const [value, setValue] = useState('');
  const submit = () => {
    const valor = Number(value.replace(/\./g, '').replace(',', '.'));
    save.mutate({ meses: [{ mes: month, valor }] }, { onSuccess: () => (setMonth(''), setValue('')) });
  };
  return (
    <Editor aria-label="Índice de precios">
      <h3>Índice de precios</h3>
      <Row onSubmit={(e) => (e.preventDefault(), submit())}>
        <Label>Mes<Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} required /></Label>
        <Label>Valor del índice<Input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} required /></Label>
        <Button type="submit" disabled={save.isPending}>Guardar mes</Button>
      </Row>
      <Label>
        O importa un CSV con el mes y el valor en cada línea
        <Input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void e.target.files?.[0]?.text().then((csv) => save.mutate({ csv }))} />
      </Label>
      {save.isError && <Failure role="alert">{errorDetail(save.error)}</Failure>}
      {save.isSuccess && <Muted role="status">Índice guardado.</Muted>}
    </Editor>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;

// minmax(0, 1fr): a date or file field must not widen the card past a phone's width.
const Label = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  min-height: 48px;
  padding: 0 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 400;
`;

const Figures = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 8px; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const Editor = styled.section`
  display: grid;
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1rem; margin: 0; }
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr auto; align-items: end; }
`;
