import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import type { ButtonVariant } from '../../../components/button';

/** `icon` marks what the action does beside its words (a destructive one must not look like the way out). */
type Action = { label: string; onClick: () => void; variant?: ButtonVariant; disabled?: boolean; icon?: ReactNode };

export type FlowDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Escape or a click outside: the machine decides what that means in each state. */
  onDismiss: () => void;
  actions: Action[];
  children?: ReactNode;
};

// Radix's dialog is ~14 kB gzip that no one needs to see the agenda or home (the member's first load stays
// under its budget, `npm run size`): it loads as its own chunk, fetched once the page has painted so the first tap
// on Reservar or Cancelar does not wait for it.
const loadOpenFlowDialog = () => import('./open-flow-dialog');
const OpenFlowDialog = lazy(() => loadOpenFlowDialog().then((m) => ({ default: m.OpenFlowDialog })));

/** One dialog that follows a booking or cancel machine through its steps (confirm, wait, outcome). */
export function FlowDialog(props: FlowDialogProps) {
  useEffect(() => void loadOpenFlowDialog(), []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenFlowDialog {...props} />
    </Suspense>
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
