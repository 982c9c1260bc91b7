import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { FormatoBloque } from '../../../../../contract/plans';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { logBlockResult } from '../api/log-block-result';
import { blockResultText, type ResultadoBloque } from '../block-results';

type BlockResultFormProps = {
  sesionId: string;
  bloqueId: number;
  formato: FormatoBloque & { tipo: 'amrap' | 'emom' };
  saved: ResultadoBloque | undefined;
  onSaved: () => void;
};

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** Below an AMRAP: her full rounds and the reps past the last one; below an EMOM: the minutes she kept up. */
export function BlockResultForm({ sesionId, bloqueId, formato, saved, onSaved }: BlockResultFormProps) {
  const amrap = formato.tipo === 'amrap';
  const [rounds, setRounds] = useState(saved?.vueltas?.toString() ?? '');
  const [reps, setReps] = useState(saved?.repeticiones?.toString() ?? '');
  const [minutes, setMinutes] = useState(saved?.minutos?.toString() ?? '');
  const save = useMutation({
    mutationFn: () => logBlockResult(amrap ? { sesionId, bloqueId, vueltas: toNumber(rounds), repeticiones: toNumber(reps) } : { sesionId, bloqueId, minutos: toNumber(minutes) }),
    onSuccess: onSaved,
  });
  return (
    <Form
      aria-label={amrap ? 'Resultado del AMRAP' : 'Resultado del EMOM'}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Fields>
        {amrap ? (
          <>
            <TextField label="Vueltas completas" inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
            <TextField label="Reps de más" inputMode="numeric" value={reps} onChange={(e) => setReps(e.target.value)} />
          </>
        ) : (
          <TextField label={`Minutos hechos (de ${formato.minutos})`} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        )}
      </Fields>
      <Button type="submit" $variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar resultado'}
      </Button>
      {save.isError && <Problem role="alert">{isApiError(save.error) ? save.error.detail : 'No se pudo guardar el resultado.'}</Problem>}
      {saved && !save.isError && <Saved role="status">Anotado: {blockResultText(saved, formato.tipo === 'emom' ? formato.minutos : undefined)}</Saved>}
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
