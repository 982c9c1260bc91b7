import styled, { css } from 'styled-components';

/** A part of a progress screen: its title, then its content 12 px apart. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 { font-size: 1.25rem; font-weight: 750; }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Refused = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;

export const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** A form on a muted panel, as the workout screens' forms sit. */
export const FormPanel = styled.form`
  display: grid;
  gap: 12px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 { font-size: 1rem; font-weight: 750; }
`;

export const plainList = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
`;

export const card = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
