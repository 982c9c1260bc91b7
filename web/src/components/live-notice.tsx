import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

type Tone = 'info' | 'success' | 'danger';

/** A column of live notices floating over the page; each feature places its own (top, above the dock…). */
export const NoticeStack = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - 24px));
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

interface LiveNoticeProps {
  title: string;
  icon: ReactNode;
  tone?: Tone;
  link: { to: string; label: string };
  onDismiss: () => void;
  children: ReactNode;
}

/** One notice the server pushed while the app is open: what happened, where to go, and a close button. */
export function LiveNotice({ title, icon, tone = 'info', link, onDismiss, children }: LiveNoticeProps) {
  return (
    <Notice aria-label={title} $tone={tone}>
      {icon}
      <Body>
        <Title>{title}</Title>
        <Text>{children}</Text>
        <Link to={link.to} onClick={onDismiss}>{link.label}</Link>
      </Body>
      <Close type="button" aria-label="Cerrar aviso" onClick={onDismiss}>
        <X size={18} aria-hidden="true" />
      </Close>
    </Notice>
  );
}

const Notice = styled.section<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px;
  align-items: start;
  padding: 14px 14px 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? '#d9534f' : $tone === 'success' ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? '#fdecea' : $tone === 'success' ? '#e7f6ec' : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > svg {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? '#9b1c1c' : $tone === 'success' ? theme.colors.success : theme.colors.accentText)};
    margin-top: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & a { font-weight: 700; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Title = styled.strong`
  font-size: 1.02rem;
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.92rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;
