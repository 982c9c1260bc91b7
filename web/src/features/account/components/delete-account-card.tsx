import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { DELETE_CONFIRMATION, deleteAccount } from '../api/account';
import { Actions, Muted } from './change-password-card';

/** docs/product.md §5: deleting the account requires typing "Eliminar cuenta". */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setTyped('');
    setError(null);
    setOpen(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await deleteAccount();
      await onDeleted();
    } catch (failure) {
      setError(errorDetail(failure));
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="eliminar-cuenta">
      <CardHeader>
        <CardTitle id="eliminar-cuenta">
          <DangerIcon>
            <Trash2 size={20} aria-hidden="true" />
          </DangerIcon>
          Eliminar cuenta
        </CardTitle>
      </CardHeader>
      <Muted>Se cancelan tus reservas futuras, se cierran tus sesiones y se borran tus datos personales. No se puede deshacer.</Muted>
      <Actions>
        <Button $variant="danger" onClick={() => changeOpen(true)}>
          Eliminar cuenta
        </Button>
      </Actions>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="¿Eliminar tu cuenta?"
        description={`Esta acción no se puede deshacer. Para confirmar, escribe «${DELETE_CONFIRMATION}».`}
        showClose={false}
      >
        <TextField label="Confirmación" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={DELETE_CONFIRMATION} />
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={() => changeOpen(false)} disabled={pending}>
            Cancelar
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={pending || typed.trim() !== DELETE_CONFIRMATION}>
            {pending ? 'Eliminando...' : 'Eliminar definitivamente'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

const DangerIcon = styled(CardIcon)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
