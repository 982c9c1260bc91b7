import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import type { FlowDialogProps } from './flow-dialog';

/** The open FlowDialog: with Radix's dialog, it is a chunk of its own (flow-dialog.tsx loads it on demand). */
export function OpenFlowDialog({ title, description, onDismiss, actions, children }: FlowDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => !next && onDismiss()} title={title} description={description} showClose={false}>
      {children}
      <Actions $stacked={actions.length > 2}>
        {actions.map((action) => (
          <Button key={action.label} $variant={action.variant ?? 'primary'} onClick={action.onClick} disabled={action.disabled}>
            {action.icon}
            {action.label}
          </Button>
        ))}
      </Actions>
    </Dialog>
  );
}

// Three choices (the credit, the make-up, the way out) do not fit a row in the dialog's width: stacked, each label stays on one line.
const Actions = styled(DialogActions)<{ $stacked: boolean }>`
  @media (min-width: 480px) {
    flex-direction: ${({ $stacked }) => ($stacked ? 'column-reverse' : 'row')};
  }
`;
