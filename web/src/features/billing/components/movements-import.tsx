import { useState } from 'react';
import styled from 'styled-components';
import type { ColumnsView, MovementSourceView, MovementsPreviewView } from '../../../../../contract/verified-transfers';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { Select } from '../../../components/select';
import { errorDetail } from '../../../lib/api-client';
import { dayMonth } from '../../../lib/calendar-date';
import { pesos } from '../account-wording';
import { useImportMovements, usePreviewMovements } from '../api/verified-transfers';
import { Actions, Hint, Label, Message, Muted } from './form-parts';

const SOURCES: [MovementSourceView, string][] = [
  ['mp_transacciones', 'Mercado Pago · Todas las transacciones'],
  ['mp_dinero_disponible', 'Mercado Pago · Dinero disponible'],
  ['banco', 'Banco (eliges las columnas)'],
];
const COLUMN_FIELDS: [keyof ColumnsView, string, boolean][] = [
  ['fecha', 'Columna de la fecha', true],
  ['monto', 'Columna del monto recibido', true],
  ['pagador', 'Columna de quien transfirió (opcional)', false],
  ['operacion', 'Columna del número de operación (opcional)', false],
  ['documento', 'Columna del CUIT o CUIL (opcional)', false],
];

/** Import: the export chosen, read by the server and shown before anything is kept; only what is new is imported. */
export function MovementsImport() {
  const preview = usePreviewMovements();
  const importing = useImportMovements();
  const [source, setSource] = useState<MovementSourceView>('mp_transacciones');
  const [csv, setCsv] = useState<string | null>(null);
  const [columns, setColumns] = useState<ColumnsView | null>(null);
  const shown = preview.data;
  const fresh = shown?.movimientos.filter((m) => !m.ya_importado) ?? [];

  const read = (next: { source?: MovementSourceView; csv?: string; columns?: ColumnsView | null }) => {
    const body = { origen: next.source ?? source, csv: next.csv ?? csv ?? '', ...((next.columns ?? columns) && (next.source ?? source) === 'banco' ? { columnas: (next.columns ?? columns)! } : {}) };
    if (body.csv) preview.mutate(body, { onSuccess: (answer) => answer.columnas_guardadas && !columns && setColumns(answer.columnas_guardadas) });
  };
  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    importing.reset();
    setCsv(text);
    read({ csv: text });
  };
  const doImport = () => csv && importing.mutate({ origen: source, csv, solo_nuevos: true, ...(source === 'banco' && columns ? { columnas: columns } : {}) }, { onSuccess: () => read({}) });

  return (
    <Card aria-label="Importar movimientos">
      <CardHeader>
        <CardTitle>Importar movimientos</CardTitle>
      </CardHeader>
      <Hint>Descarga de tu banco o de Mercado Pago los movimientos en CSV. Se muestran antes de importarlos, y un movimiento ya importado no se vuelve a importar.</Hint>
      <Label>
        Origen
        <Select value={source} onChange={(e) => (importing.reset(), setSource(e.target.value as MovementSourceView), setColumns(null), read({ source: e.target.value as MovementSourceView, columns: null }))}>
          {SOURCES.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </Select>
      </Label>
      <Label>
        Archivo CSV
        <FileInput type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void chooseFile(e.target.files?.[0])} />
      </Label>
      {source === 'banco' && shown && shown.encabezado.length > 0 && (
        <ColumnsForm header={shown.encabezado} columns={columns} onChange={(next) => (setColumns(next), next.fecha && next.monto && read({ columns: next }))} />
      )}
      {preview.isError && <Message $tone="error" role="alert">{errorDetail(preview.error)}</Message>}
      {shown && (source !== 'banco' || columns) && <MovementsList preview={shown} />}
      {importing.isError && <Message $tone="error" role="alert">{errorDetail(importing.error)}</Message>}
      {importing.data && (
        <Message $tone="success" role="status">
          Se {importing.data.importados === 1 ? 'importó 1 movimiento' : `importaron ${importing.data.importados} movimientos`}.
          {importing.data.aprobados > 0 && ` Se aprobaron ${importing.data.aprobados === 1 ? '1 comprobante que coincidía' : `${importing.data.aprobados} comprobantes que coincidían`}.`}
        </Message>
      )}
      {fresh.length > 0 && !importing.data && (
        <Actions>
          <Button onClick={doImport} disabled={importing.isPending}>
            {importing.isPending ? 'Importando...' : fresh.length === 1 ? 'Importar 1 movimiento' : `Importar ${fresh.length} movimientos`}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

function ColumnsForm({ header, columns, onChange }: { header: string[]; columns: ColumnsView | null; onChange: (columns: ColumnsView) => void }) {
  const current: ColumnsView = columns ?? { fecha: '', monto: '' };
  return (
    <ColumnsGrid aria-label="Columnas del banco">
      {COLUMN_FIELDS.map(([field, label, required]) => (
        <Label key={field}>
          {label}
          <Select value={current[field] ?? ''} onChange={(e) => onChange({ ...current, [field]: e.target.value || undefined } as ColumnsView)}>
            <option value="">{required ? 'Elige una columna' : 'Ninguna'}</option>
            {header.map((name) => <option key={name} value={name}>{name}</option>)}
          </Select>
        </Label>
      ))}
    </ColumnsGrid>
  );
}

function MovementsList({ preview }: { preview: MovementsPreviewView }) {
  const count = preview.movimientos.length;
  if (!count) return <Muted>El archivo no tiene dinero recibido.</Muted>;
  return (
    <div>
      <strong>{count === 1 ? '1 movimiento de dinero recibido' : `${count} movimientos de dinero recibido`}</strong>
      <Rows>
        {preview.movimientos.map((m) => (
          <li key={m.linea}>
            <span>{dayMonth(m.fecha)}{m.hora ? ` ${m.hora}` : ''}</span>
            <strong>{pesos(m.monto)}</strong>
            <span>{m.pagador ?? 'Sin nombre'}{m.operacion ? ` · op. ${m.operacion}` : ''}</span>
            {m.ya_importado && <Tag>Ya importado</Tag>}
          </li>
        ))}
      </Rows>
    </div>
  );
}

const FileInput = styled.input`
  min-height: 48px;
  font-weight: 400;
`;

const ColumnsGrid = styled.div`
  display: grid;
  gap: 10px;
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr; }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
    padding: 6px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Tag = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;
