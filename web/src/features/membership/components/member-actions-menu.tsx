import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';

/**
 * A member card's secondary actions behind one "Más acciones" button. The actions stay mounted while it is closed
 * (hidden), so one that keeps its own dialog (the plans feature's Asignar planificaciones) keeps it open after the
 * menu closes. A tap outside, Escape or choosing an action closes it.
 */
export function MemberActionsMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>(`[id="${panelId}"] :is(a, button:not(:disabled))`)?.focus();
  }, [open, panelId]);

  return (
    <Root ref={rootRef}>
      <MenuButton
        ref={buttonRef}
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Más acciones para ${name}`}
        onClick={() => {
          // Near the bottom (a phone's tab bar covers the last 90 px) the menu opens above its button.
          const rect = buttonRef.current?.getBoundingClientRect();
          setUpwards(rect !== undefined && window.innerHeight - rect.bottom < ROOM_BELOW_PX);
          setOpen((was) => !was);
        }}
      >
        Más acciones <ChevronDown size={16} aria-hidden="true" />
      </MenuButton>
      <Panel
        id={panelId}
        hidden={!open}
        $upwards={upwards}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
        // Any action chosen closes the menu; its dialog (if any) opens on its own.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </Panel>
    </Root>
  );
}

// Six actions of 44 px and the tab bar under them.
const ROOM_BELOW_PX = 400;

const Root = styled.div`
  position: relative;
`;

const MenuButton = styled(Button)`
  min-height: 44px;
  padding: 0 12px;
  font-size: 0.9rem;
`;

/** Under its button, over the next cards; each action a full-width row of 44 px. */
const Panel = styled.div<{ $upwards: boolean }>`
  position: absolute;
  z-index: 20;
  ${({ $upwards }) => ($upwards ? 'bottom: calc(100% + 6px);' : 'top: calc(100% + 6px);')}
  left: 0;
  min-width: 240px;
  max-width: calc(100vw - 48px);
  padding: 6px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] { display: none; }
  & > a, & > button, & > * > button {
    width: 100%;
    min-height: 44px;
    justify-content: flex-start;
    gap: 10px;
    padding: 0 12px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    box-shadow: none;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
  & > a:hover, & > button:hover:not(:disabled), & > * > button:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
  & button:disabled { color: ${({ theme }) => theme.colors.textMuted}; }
  @media (min-width: 1000px) { left: auto; right: 0; }
`;
