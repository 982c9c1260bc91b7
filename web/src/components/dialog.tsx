import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Alert dialogs have no close icon: the user must pick an action. */
  showClose?: boolean;
};

export function Dialog({ open, onOpenChange, trigger, title, description, children, showClose = true }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        {/* Radix wants aria-describedby={undefined} spelled out when there is no description. */}
        <Content {...(description ? {} : { 'aria-describedby': undefined })}>
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children}
          {showClose && (
            <CloseButton aria-label="Cerrar">
              <X size={20} aria-hidden="true" />
            </CloseButton>
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 8px;
  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -46%) scale(0.97); }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 0.15s ease-out;
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 901;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(440px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${popIn} 0.18s ease-out;
  &:focus { outline: none; }
`;

const Title = styled(RadixDialog.Title)`
  font-size: 1.25rem;
  font-weight: 750;
  padding-right: 36px;
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: 14px;
  right: 14px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;
