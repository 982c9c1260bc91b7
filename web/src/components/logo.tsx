import { useId } from 'react';
import styled from 'styled-components';

type LogoProps = {
  size?: number;
  withWordmark?: boolean;
  /** Wordmark colour follows the surface: light on the dark sidebar, dark elsewhere. */
  tone?: 'dark' | 'light';
};

export function LogoMark({ size = 40 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a45" />
          <stop offset="1" stopColor="#ff3b2e" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
      <path
        d="M7 26h8l4-9 6 17 5-12 3 4h8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ size = 40, withWordmark = true, tone = 'dark' }: LogoProps) {
  return (
    <LogoRow role="img" aria-label="Pulso">
      <LogoMark size={size} />
      {withWordmark && (
        <Wordmark $tone={tone} style={{ fontSize: size * 0.62 }}>
          Pulso
        </Wordmark>
      )}
    </LogoRow>
  );
}

const LogoRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const Wordmark = styled.span<{ $tone: 'dark' | 'light' }>`
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ $tone, theme }) => ($tone === 'light' ? '#fff' : theme.colors.text)};
`;
