import { useSelector } from '@xstate/react';
import { TrendingUp, X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { formatWeight } from '../../../lib/format-weight';
import type { Semana } from '../api/types';
import type { progressionMachine } from '../machines/progression.machine';
import { Banner } from './form-controls';
import { IconButton } from './icon-button';
import { ErrorText } from './inline-editor';
import { Hint, ProgressionFormFields } from './progression-form';

type ProgressionActor = ActorRefFrom<typeof progressionMachine>;
type Props = { actor: ProgressionActor | undefined; weeks: Semana[]; onClose: () => void };

/** "Aplicar progresión": the form, then the server's before → after for a few sets, then confirm. */
export function ProgressionDialog({ actor, weeks, onClose }: Props) {
  return (
    <Dialog open={actor !== undefined} onOpenChange={(open) => !open && onClose()} title="Aplicar progresión" description="Suma peso semana a semana en semanas que ya armaste.">
      {actor && <ProgressionSteps actor={actor} weeks={weeks} onClose={onClose} />}
    </Dialog>
  );
}

function ProgressionSteps({ actor, weeks, onClose }: Props & { actor: ProgressionActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { form, preview, error } = snapshot.context;
  const reviewing = snapshot.matches('reviewing') || snapshot.matches('applying');
  const busy = snapshot.matches('previewing') || snapshot.matches('applying');

  return (
    <>
      {reviewing && preview ? (
        <Preview aria-label="Vista previa">
          <Hint>Así quedan algunas series (de {preview.total} que cambian):</Hint>
          <ul>
            {preview.series.map((s, i) => (
              <li key={i}>
                <span>{s.semana} · {s.dia} · {s.ejercicio} · Serie {s.numero}</span>
                <strong>{formatWeight(s.antes)} → {formatWeight(s.despues)}</strong>
              </li>
            ))}
          </ul>
          {preview.total > preview.series.length && <Hint>Y {preview.total - preview.series.length} series más.</Hint>}
          <Hint>Los socios con esta planificación, directa o por su grupo, ven los nuevos pesos; las copias ya entregadas no cambian.</Hint>
        </Preview>
      ) : (
        <ProgressionFormFields weeks={weeks} form={form} onChange={(patch) => actor.send({ type: 'progression.change', form: patch })} />
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <DialogActions>
        {reviewing ? (
          <>
            <Button $variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'progression.back' })}>Volver</Button>
            <Button disabled={busy} onClick={() => actor.send({ type: 'progression.confirm' })}>{busy ? 'Aplicando...' : 'Confirmar'}</Button>
          </>
        ) : (
          <>
            <Button $variant="secondary" onClick={onClose}>Cancelar</Button>
            <Button disabled={busy} onClick={() => actor.send({ type: 'progression.preview' })}>{busy ? 'Calculando...' : 'Ver cambios'}</Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** The button that opens the dialog, and what the last progression did (a status the coach can close). */
export function ProgressionLauncher({ notice, onOpen, onDismiss }: { notice: string | null; onOpen: () => void; onDismiss: () => void }) {
  return (
    <>
      <Launch $variant="secondary" onClick={onOpen}>
        <TrendingUp size={18} aria-hidden="true" />
        Aplicar progresión
      </Launch>
      {notice && (
        <Banner $tone="accent" role="status">
          <span>{notice}</span>
          <IconButton type="button" aria-label="Cerrar aviso" onClick={onDismiss}>
            <X size={16} aria-hidden="true" />
          </IconButton>
        </Banner>
      )}
    </>
  );
}

const Launch = styled(Button)`
  align-self: flex-start;
`;

const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ul { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 12px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong { white-space: nowrap; }
`;
