import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import type { FlowDialogProps } from './flow-dialog';

/** The open FlowDialog: with Radix's dialog, it is a chunk of its own (flow-dialog.tsx loads it on demand). */
export function OpenFlowDialog({ title, description, onDismiss, actions, children }: FlowDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => !next && onDismiss()} title={title} description={description} showClose={false}>
      {children}
      <DialogActions>
        {actions.map((action) => (
          <Button key={action.label} $variant={action.variant ?? 'primary'} onClick={action.onClick} disabled={action.disabled}>
            {action.icon}
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
