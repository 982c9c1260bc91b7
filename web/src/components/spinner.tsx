import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Cargando' })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border-radius: 50%;
  border: 3px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;
