import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * The pizarra's own dark palette: read from across the room on a TV, so light on near-black with every text at
 * 7:1 or more (muted included), and type that grows with the screen (at 1280 px a name or a target is about 29 px).
 */
export const board = {
  background: '#0b0d12',
  panel: '#151a23',
  line: '#2e3646',
  text: '#f4f6fa',
  muted: '#b4bccb',
  accent: '#ff8a6e',
  done: '#6ee7a0',
  doneBackground: '#0f2a1b',
  record: '#fcd34d',
  recordBackground: '#3b2c06',
  danger: '#fca5a5',
} as const;

// 2.3vw is 29 px at 1280 px wide; the floor keeps a phone at its usual reading size.
export const cellType = 'clamp(1.05rem, 2.3vw, 2.5rem)';
export const headingType = 'clamp(1.5rem, 3.8vw, 3.75rem)';
export const blockType = 'clamp(1.3rem, 3.1vw, 3.25rem)';

export const Screen = styled.main`
  min-height: 100dvh;
  padding: clamp(12px, 2vw, 32px);
  display: flex;
  flex-direction: column;
  gap: clamp(16px, 2.5vw, 36px);
  background: ${board.background};
  color: ${board.text};
  color-scheme: dark;
`;

const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 1.5px solid ${board.line};
  border-radius: 10px;
  background: ${board.panel};
  color: ${board.text};
  font-size: clamp(1rem, 1.4vw, 1.35rem);
  font-weight: 650;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${board.muted}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const BoardButton = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))<{ $primary?: boolean }>`
  ${control}
  ${({ $primary }) => $primary && css`background: ${board.accent}; border-color: ${board.accent}; color: ${board.background};`}
`;

export const BoardLink = styled(Link)`
  ${control}
`;

export const BoardSelect = styled.select`
  ${control}
  justify-content: flex-start;
  width: 100%;
  font-weight: 500;
`;

export const Muted = styled.p`
  color: ${board.muted};
  font-size: ${cellType};
`;

export const Alert = styled.p`
  color: ${board.danger};
  font-size: clamp(1rem, 1.6vw, 1.5rem);
  font-weight: 650;
`;
