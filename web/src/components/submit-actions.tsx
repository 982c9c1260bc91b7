import { Button } from './button';
import { DialogActions } from './dialog';

type SubmitActionsProps = {
  /** After a success only "Cerrar" is left. */
  done: boolean;
  pending: boolean;
  label: string;
  onSubmit: () => void;
  onClose: () => void;
};

/** A form dialog's footer: Cancelar + the action (with "Guardando..." while it runs), then Cerrar once done. */
export function SubmitActions({ done, pending, label, onSubmit, onClose }: SubmitActionsProps) {
  return (
    <DialogActions>
      {done ? (
        <Button onClick={onClose}>Cerrar</Button>
      ) : (
        <>
          <Button $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={onSubmit} disabled={pending}>
            {pending ? 'Guardando...' : label}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
