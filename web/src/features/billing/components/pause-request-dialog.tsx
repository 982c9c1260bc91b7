import { useState } from 'react';
import styled from 'styled-components';
import type { MyPausesView } from '../../../../../contract/pauses';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { isFecha, localDate, shiftDate } from '../../../lib/calendar-date';
import { useRequestPause } from '../api/pauses';
import { approvalText, pausePreview, pausesLeft, type PausedHoldings } from '../pause-wording';

// A week unless fewer days are left: what she asks most, and a preview to read as soon as the dialog opens.
const DEFAULT_DAYS = 7;

const wholeDays = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

type Props = { userId: string; mine: MyPausesView; held: PausedHoldings; onClose: () => void };

/**
 * Pausar: from which day and for how many, what it does to what she holds before she sends it (her package's new
 * end, her next fee's new date), and whether the studio reviews it first. A refusal is the server's Spanish reason.
 */
export function PauseRequestDialog({ userId, mine, held, onClose }: Props) {
  const request = useRequestPause(userId);
  // Today's classes are already hers: a pause starts tomorrow at the earliest, on the studio's calendar.
  const tomorrow = shiftDate(localDate(new Date()), 1);
  const left = pausesLeft(mine).days;
  const [desde, setDesde] = useState(tomorrow);
  const [dias, setDias] = useState(String(Math.min(DEFAULT_DAYS, left)));
  const [error, setError] = useState<string | null>(null);
  const days = wholeDays(dias);
  const valid = isFecha(desde) && desde >= tomorrow && days >= 1 && days <= left;
  const automatic = mine.ajustes.aprobacion === 'automatica';

  const submit = async () => {
    if (!isFecha(desde) || desde < tomorrow) return setError('Elige un día desde mañana.');
    if (!(days >= 1 && days <= left)) return setError(`Indica los días de pausa, de 1 a ${left}.`);
    try {
      await request.mutateAsync({ desde, dias: days });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Pausar mi abono" description="Los días de pausa se suman al final de lo que tienes.">
      <Form onSubmit={(e) => (e.preventDefault(), void submit())} noValidate aria-label="Pausar mi abono">
        <Fields>
          <TextField label="Desde" type="date" min={tomorrow} value={desde} onChange={(e) => (setDesde(e.target.value), setError(null))} />
          <TextField label="Días" type="number" inputMode="numeric" min={1} max={left} value={dias} onChange={(e) => (setDias(e.target.value), setError(null))} />
        </Fields>
        <Preview role="status" aria-label="Lo que cambia con la pausa">
          {valid && pausePreview(held, desde, days).map((line) => (
            <Line key={line.text} $warn={line.tone === 'warn'}>{line.text}</Line>
          ))}
          <Line $warn={false}>{approvalText(mine.ajustes.aprobacion)}</Line>
        </Preview>
        {error && <Failure role="alert">{error}</Failure>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancelar</Button>
          <Button type="submit" disabled={request.isPending}>{request.isPending ? 'Enviando...' : automatic ? 'Pausar' : 'Pedir la pausa'}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

// Two short fields side by side where they fit; minmax(0, 1fr): a date input must not widen a phone's dialog.
const Fields = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  input { width: 100%; min-width: 0; }
  @media (min-width: 420px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

const Preview = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Line = styled.p<{ $warn: boolean }>`
  color: ${({ theme, $warn }) => ($warn ? theme.colors.dangerHover : theme.colors.text)};
  font-weight: ${({ $warn }) => ($warn ? 600 : 400)};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;
