import { useState } from 'react';
import styled from 'styled-components';
import type { FormatoBloque, TipoBloque } from '../../../../../contract/plans';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { TIPO_LABELS, TIPOS } from '../../../lib/block-format';
import type { FormatoEnviado } from '../api/edit-plan';

type Numbers = { vueltas: string; minutos: string; trabajo_segundos: string; descanso_segundos: string };
type NumberField = keyof Numbers;

// The numbers each type asks for, with their labels; Tabata (8 × 20 s / 10 s) as intervals' starting point.
const FIELDS: Record<TipoBloque, { field: NumberField; label: string }[]> = {
  normal: [],
  superserie: [],
  circuito: [{ field: 'vueltas', label: 'Vueltas' }],
  emom: [{ field: 'minutos', label: 'Minutos' }],
  amrap: [{ field: 'minutos', label: 'Minutos' }],
  intervalos: [
    { field: 'vueltas', label: 'Vueltas' },
    { field: 'trabajo_segundos', label: 'Trabajo (s)' },
    { field: 'descanso_segundos', label: 'Descanso (s)' },
  ],
};
const DEFAULTS: Numbers = { vueltas: '8', minutos: '10', trabajo_segundos: '20', descanso_segundos: '10' };

const numbersOf = (f: FormatoBloque | undefined): Numbers => ({
  vueltas: f?.vueltas?.toString() ?? (f?.tipo === 'circuito' ? '3' : DEFAULTS.vueltas),
  minutos: f?.minutos?.toString() ?? DEFAULTS.minutos,
  trabajo_segundos: f?.trabajo_segundos?.toString() ?? DEFAULTS.trabajo_segundos,
  descanso_segundos: f?.descanso_segundos?.toString() ?? DEFAULTS.descanso_segundos,
});

/** The block's type (Normal, Superserie, Circuito, EMOM, AMRAP, Intervalos) and the numbers its timer runs on. */
export function FormatEditor({ nombre, formato, onSave }: { nombre: string; formato: FormatoBloque | undefined; onSave: (formato: FormatoEnviado) => void }) {
  const [tipo, setTipo] = useState<TipoBloque>(formato?.tipo ?? 'normal');
  const [numbers, setNumbers] = useState<Numbers>(() => numbersOf(formato));
  const fields = FIELDS[tipo];
  return (
    <Form
      aria-label={`Tipo de ${nombre}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ tipo, ...Object.fromEntries(fields.map(({ field }) => [field, numbers[field]])) });
      }}
    >
      <label>
        <span>Tipo</span>
        <Select $compact value={tipo} onChange={(e) => setTipo(e.target.value as TipoBloque)}>
          {TIPOS.map((t) => (
            <option key={t} value={t}>
              {TIPO_LABELS[t]}
            </option>
          ))}
        </Select>
      </label>
      {fields.map(({ field, label }) => (
        <label key={field}>
          <span>{label}</span>
          <NumberInput inputMode="numeric" value={numbers[field]} onChange={(e) => setNumbers({ ...numbers, [field]: e.target.value })} />
        </label>
      ))}
      <Button type="submit" $variant="secondary">
        Guardar tipo
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  width: 100%;
  label { display: grid; gap: 2px; font-size: 0.85rem; font-weight: 650; }
`;

const NumberInput = styled.input`
  width: 96px;
  min-height: 44px;
  padding: 0 8px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;
