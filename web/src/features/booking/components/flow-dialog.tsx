import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ButtonVariant } from '../../../components/button';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';

type Action = { label: string; onClick: () => void; variant?: ButtonVariant; disabled?: boolean };

type FlowDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Escape or a click outside: the machine decides what that means in each state. */
  onDismiss: () => void;
  actions: Action[];
  children?: ReactNode;
};

/** One dialog that follows a booking or cancel machine through its steps (confirm, wait, outcome). */
export function FlowDialog({ open, title, description, onDismiss, actions, children }: FlowDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()} title={title} description={description} showClose={false}>
      {children}
      <DialogActions>
        {actions.map((action) => (
          <Button key={action.label} $variant={action.variant ?? 'primary'} onClick={action.onClick} disabled={action.disabled}>
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

/** Day, time and discipline of the class the dialog is about. */
export function ClassSummary({ day, hora, disciplina }: { day: string; hora: string; disciplina: string }) {
  return (
    <Summary>
      <strong>{day}</strong>
      <span>
        {hora} · {disciplina}
      </span>
    </Summary>
  );
}

export const FailureDetail = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Summary = styled.p`
  display: flex;
  flex-direction: column;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > span { color: ${({ theme }) => theme.colors.textMuted}; }
`;
