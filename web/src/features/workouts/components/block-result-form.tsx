import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { logBlockResult, type BlockResultBody } from '../api/log-block-result';
import { blockResultText, resultTotal, type CountedFormato, type ResultadoBloque } from '../block-results';

type BlockResultFormProps = {
  sesionId: string;
  bloqueId: number;
  formato: CountedFormato;
  saved: ResultadoBloque | undefined;
  onSaved: () => void;
};

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

const FORM_LABEL: Record<CountedFormato['tipo'], string> = {
  amrap: 'Resultado del AMRAP',
  emom: 'Resultado del EMOM',
  circuito: 'Resultado del circuito',
  intervalos: 'Resultado de los intervalos',
};

/**
 * Below an AMRAP: her full rounds and the reps past the last one; below an EMOM: the minutes she kept up; below a
 * circuit or intervals: the rounds she finished. With no signal it is kept on the phone and sent later.
 */
export function BlockResultForm({ sesionId, bloqueId, formato, saved, onSaved }: BlockResultFormProps) {
  const [rounds, setRounds] = useState(saved?.vueltas?.toString() ?? '');
  const [reps, setReps] = useState(saved?.repeticiones?.toString() ?? '');
  const [minutes, setMinutes] = useState(saved?.minutos?.toString() ?? '');
  const total = resultTotal(formato);
  const body = (): BlockResultBody => {
    if (formato.tipo === 'amrap') return { sesionId, bloqueId, vueltas: toNumber(rounds), repeticiones: toNumber(reps) };
    if (formato.tipo === 'emom') return { sesionId, bloqueId, minutos: toNumber(minutes) };
    return { sesionId, bloqueId, vueltas: toNumber(rounds) };
  };
  const save = useMutation({
    // The offline queue decides what to do with no signal: TanStack's own pause would keep it from ever reaching it.
    networkMode: 'always',
    mutationFn: () => logBlockResult(body()),
    onSuccess: (outcome) => outcome === 'saved' && onSaved(),
  });
  return (
    <Form
      aria-label={FORM_LABEL[formato.tipo]}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Fields>
        {formato.tipo === 'amrap' ? (
          <>
            <TextField label="Vueltas completas" inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
            <TextField label="Reps de más" inputMode="numeric" value={reps} onChange={(e) => setReps(e.target.value)} />
          </>
        ) : formato.tipo === 'emom' ? (
          <TextField label={`Minutos hechos (de ${total})`} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        ) : (
          <TextField label={`Vueltas hechas (de ${total})`} inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
        )}
      </Fields>
      <Button type="submit" $variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar resultado'}
      </Button>
      {save.isError && <Problem role="alert">{isApiError(save.error) ? save.error.detail : 'No se pudo guardar el resultado.'}</Problem>}
      {save.data === 'queued' ? (
        <Saved role="status">Guardado en el teléfono: se envía cuando vuelva la señal.</Saved>
      ) : (
        saved && !save.isError && <Saved role="status">Anotado: {blockResultText(saved, total)}</Saved>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 12px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 10px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 650;
`;
