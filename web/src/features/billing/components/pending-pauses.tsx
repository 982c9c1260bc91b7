import { useState } from 'react';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import type { PendingPauseView } from '../../../../../contract/pauses';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { instantDayTime } from '../../../lib/calendar-date';
import { countOf } from '../../../lib/plural';
import { useApprovePause, usePendingPauses, useRejectPause } from '../api/pauses';
import { pauseRange } from '../pause-wording';
import { Actions, BoxedForm, Hint, Message, Muted } from './form-parts';

/** The pauses waiting for the studio, oldest first as the server lists them: Aprobar, or Rechazar with a reason she reads. */
export function PendingPauses() {
  const pending = usePendingPauses();
  const approve = useApprovePause();
  const reject = useRejectPause();
  return (
    <Card aria-label="Pausas por revisar">
      <CardHeader>
        <CardTitle>Pausas por revisar</CardTitle>
      </CardHeader>
      {pending.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(pending.error)}</Message>}
      {pending.data?.length === 0 && <Muted>No hay pausas esperando tu respuesta.</Muted>}
      {(approve.isError || reject.isError) && <Message $tone="error" role="alert">{errorDetail(approve.error ?? reject.error)}</Message>}
      <List>
        {pending.data?.map((p) => (
          <PendingPause
            key={`${p.clerkUserId}-${p.id}`}
            pause={p}
            busy={approve.isPending || reject.isPending}
            onApprove={() => approve.mutate({ clerkUserId: p.clerkUserId, pausaId: p.id })}
            onReject={(motivo) => reject.mutateAsync({ clerkUserId: p.clerkUserId, pausaId: p.id, motivo })}
          />
        ))}
      </List>
    </Card>
  );
}

type ItemProps = { pause: PendingPauseView; busy: boolean; onApprove: () => void; onReject: (motivo: string) => Promise<unknown> };

function PendingPause({ pause, busy, onApprove, onReject }: ItemProps) {
  const [rejecting, setRejecting] = useState(false);
  return (
    <Item aria-label={`Pausa de ${pause.nombre}`}>
      <div>
        <strong>{pause.nombre}</strong>
        <p>{pauseRange(pause)} · {countOf(pause.dias, 'día', 'días')}</p>
        <Hint>Pedida el {instantDayTime(pause.pedida)}</Hint>
      </div>
      {!rejecting && (
        <ItemActions>
          <Button disabled={busy} onClick={onApprove}>
            <Check size={18} aria-hidden="true" /> Aprobar
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            <X size={18} aria-hidden="true" /> Rechazar
          </Button>
        </ItemActions>
      )}
      {rejecting && <RejectForm name={pause.nombre} busy={busy} onReject={onReject} onBack={() => setRejecting(false)} />}
    </Item>
  );
}

/** A rejection says why: she reads the reason on her card. */
function RejectForm({ name, busy, onReject, onBack }: { name: string; busy: boolean; onReject: (motivo: string) => Promise<unknown>; onBack: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!motivo.trim()) return setMissing(true);
    void onReject(motivo.trim()).catch(() => {});
  };
  return (
    <BoxedForm onSubmit={(e) => (e.preventDefault(), submit())} noValidate aria-label={`Rechazar la pausa de ${name}`}>
      <TextField label="Motivo (lo ve el socio)" maxLength={200} value={motivo} error={missing ? 'Escribe el motivo.' : undefined} onChange={(e) => (setMotivo(e.target.value), setMissing(false))} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onBack}>Volver</Button>
        <Button type="submit" $variant="danger" disabled={busy}>Rechazar la pausa</Button>
      </Actions>
    </BoxedForm>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: grid;
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; padding-top: 0; }
  @media (min-width: 768px) { grid-template-columns: minmax(0, 1fr) auto; align-items: center; }
  p { margin: 2px 0 0; }
  /* The reason's form takes the row's whole width under the pause it answers. */
  form { grid-column: 1 / -1; }
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * { flex: 1; }
  @media (min-width: 768px) { & > * { flex: none; } }
`;
