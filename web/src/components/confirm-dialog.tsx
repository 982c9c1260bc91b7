import { useState } from 'react';
import styled from 'styled-components';
import { errorDetail } from '../lib/api-client';
import type { ButtonVariant } from './button';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  /** May be async: the dialog stays open, disabled, until it settles and shows its error if it fails. */
  onConfirm: () => unknown;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  confirmVariant = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setError(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={title} description={description} showClose={false}>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <DialogActions>
        <Button $variant="secondary" onClick={() => changeOpen(false)} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button $variant={confirmVariant} onClick={() => void confirm()} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
